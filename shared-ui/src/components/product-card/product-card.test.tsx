import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductSummary } from '@koperasi/shared-services';
import { renderWithProviders } from '../../test-utils/render-with-providers';
import { ProductCard } from './product-card';

const salmon: ProductSummary = {
  id: 7,
  name: 'Ikan Salmon Segar',
  price: 8.5,
  category: 'Ikan Segar',
  categoryId: 1,
  division: 'Perikanan',
  description: 'Salmon segar berkualitas tinggi, kaya omega-3.',
  image: 'http://127.0.0.1:54321/storage/v1/object/public/products/ikan-salmon-segar.webp',
  rating: 4.8,
  reviews: 124,
  stock: 40,
};

const originalShare = Object.getOwnPropertyDescriptor(navigator, 'share');
const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(() => {
  for (const [key, descriptor] of [
    ['share', originalShare],
    ['clipboard', originalClipboard],
  ] as const) {
    if (descriptor) Object.defineProperty(navigator, key, descriptor);
    else Reflect.deleteProperty(navigator, key);
  }
});

describe('ProductCard', () => {
  it('shows image, category, rating, name, description and the rupiah price, and links to the product page', () => {
    renderWithProviders(<ProductCard product={salmon} onAddToCart={jest.fn()} />);
    const card = screen.getByRole('article', { name: 'Ikan Salmon Segar' });
    expect(card).toHaveTextContent('Ikan Segar');
    expect(card).toHaveTextContent('4.8 (124)');
    expect(screen.getByRole('heading', { name: 'Ikan Salmon Segar' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Salmon segar berkualitas tinggi, kaya omega-3.');
    // 8.5 x 15000, Indonesian locale
    expect(screen.getByTestId('product-price').textContent?.replace(/\s/g, ' ')).toBe('Rp 127.500');
    expect(screen.getByRole('img', { name: 'Ikan Salmon Segar' })).toHaveAttribute('src', salmon.image);
    expect(screen.getByRole('link', { name: 'Ikan Salmon Segar' })).toHaveAttribute('href', '/products/7');
  });

  it('shows a price a seller typed as Rp 85.000 (stored as 5.66667 base units) as Rp 85.000', () => {
    renderWithProviders(<ProductCard product={{ ...salmon, price: 5.66667 }} onAddToCart={jest.fn()} />);
    expect(screen.getByTestId('product-price').textContent?.replace(/\s/g, ' ')).toBe('Rp 85.000');
  });

  it('shows a placeholder when the image fails, after its stored original failed too', () => {
    renderWithProviders(<ProductCard product={salmon} onAddToCart={jest.fn()} />);
    const image = () => screen.getByRole('img', { name: 'Ikan Salmon Segar' });
    expect(image()).toHaveAttribute('srcset');
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', salmon.image);
    expect(image()).not.toHaveAttribute('srcset');
    fireEvent.error(image());
    expect(image().tagName).toBe('DIV');
  });

  it('loads the picture lazily, or at once and first for a card of the first row (priority)', () => {
    const { unmount } = renderWithProviders(<ProductCard product={salmon} onAddToCart={jest.fn()} />);
    const lazy = screen.getByRole('img', { name: 'Ikan Salmon Segar' });
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).not.toHaveAttribute('fetchpriority');
    unmount();
    renderWithProviders(<ProductCard product={salmon} onAddToCart={jest.fn()} priority />);
    const first = screen.getByRole('img', { name: 'Ikan Salmon Segar' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a placeholder for a product without image', () => {
    renderWithProviders(<ProductCard product={{ ...salmon, image: '' }} onAddToCart={jest.fn()} />);
    expect(screen.getByRole('img', { name: 'Ikan Salmon Segar' }).tagName).toBe('DIV');
  });

  it("adds to the cart with '+ Keranjang'", async () => {
    const onAddToCart = jest.fn();
    renderWithProviders(<ProductCard product={salmon} onAddToCart={onAddToCart} />);
    await userEvent.click(screen.getByRole('button', { name: '+ Keranjang (Ikan Salmon Segar)' }));
    expect(onAddToCart).toHaveBeenCalledWith(salmon);
    expect(screen.getByRole('button', { name: '+ Keranjang (Ikan Salmon Segar)' })).toHaveTextContent(
      '+ Keranjang',
    );
  });

  it('keeps the buttons of a card the server drew inert until the app draws its own, and its link working', () => {
    renderWithProviders(
      <ProductCard product={salmon} onAddToCart={jest.fn()} onToggleWishlist={jest.fn()} serverDrawn />,
    );
    const actions = screen.getByRole('button', { name: /Keranjang/, hidden: true }).parentElement!;
    expect(actions).toHaveAttribute('inert');
    expect(actions.querySelectorAll('button')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Ikan Salmon Segar' }).closest('[inert]')).toBeNull();
  });

  it('has no inert part in the app', () => {
    const { container } = renderWithProviders(<ProductCard product={salmon} onAddToCart={jest.fn()} />);
    expect(container.querySelector('[inert]')).toBeNull();
  });

  it('cannot add a sold-out product', () => {
    renderWithProviders(<ProductCard product={{ ...salmon, stock: 0 }} onAddToCart={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Stok habis (Ikan Salmon Segar)' })).toBeDisabled();
  });

  it('toggles the wishlist and shows its state', async () => {
    const onToggleWishlist = jest.fn();
    renderWithProviders(
      <ProductCard product={salmon} onAddToCart={jest.fn()} onToggleWishlist={onToggleWishlist} />,
    );
    const add = screen.getByRole('button', { name: 'Tambah Ikan Salmon Segar ke wishlist' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    expect(onToggleWishlist).toHaveBeenCalledWith(salmon);
  });

  it('marks a wishlisted product', () => {
    renderWithProviders(
      <ProductCard product={salmon} onAddToCart={jest.fn()} onToggleWishlist={jest.fn()} wishlisted />,
    );
    expect(screen.getByRole('button', { name: 'Hapus Ikan Salmon Segar dari wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('hides the wishlist button where there is no wishlist', () => {
    renderWithProviders(<ProductCard product={salmon} onAddToCart={jest.fn()} />);
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
  });

  it("shares through the device's share sheet when there is one", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithProviders(<ProductCard product={salmon} onAddToCart={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bagikan Ikan Salmon Segar' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Ikan Salmon Segar',
      text: salmon.description,
      url: `${window.location.origin}/products/7`,
    });
  });

  it('otherwise copies the link with a toast', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Reflect.deleteProperty(navigator, 'share');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<ProductCard product={salmon} onAddToCart={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bagikan Ikan Salmon Segar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/products/7`));
    expect(await screen.findByText('Tautan produk disalin')).toBeInTheDocument();
  });
});
