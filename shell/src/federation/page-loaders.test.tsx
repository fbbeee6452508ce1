import { screen } from '@testing-library/react';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import type { CartItem } from '@koperasi/shared-services';
import type * as MfRuntimeMock from '../../../tools/test-utils/mf-runtime-mock';
import { CART_LOADER_MAX_LINES, CartPageLoader, GridPageLoader } from './page-loaders';
import { RemoteRoute, resetRemoteComponents } from './remote-route';

const mf = jest.requireActual<typeof MfRuntimeMock>('@module-federation/enhanced/runtime');

const line = (n: number): CartItem => ({
  productId: n + 1,
  name: `Produk ${n}`,
  price: 10000,
  image: '',
  quantity: 1,
});
const cart = (lines: number, syncing = false) => ({
  cart: { items: Array.from({ length: lines }, (_, n) => line(n)), syncing },
});

describe('CartPageLoader', () => {
  it("draws a line for each of the saved cart's lines, five at the most, with the title and the total", () => {
    renderWithProviders(<CartPageLoader />, { preloadedState: cart(2) });
    const loader = screen.getByRole('status', { name: 'Memuat halaman' });
    expect(loader).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('cart-line-skeleton')).toHaveLength(2);
    // title, two lines, total
    expect(loader.querySelectorAll('.MuiSkeleton-root')).toHaveLength(4);
  });

  it('stops at five lines', () => {
    renderWithProviders(<CartPageLoader />, { preloadedState: cart(8) });
    expect(screen.getAllByTestId('cart-line-skeleton')).toHaveLength(CART_LOADER_MAX_LINES);
  });

  it("draws the empty cart's shape for an empty cart, and the page loader while an account's cart arrives", () => {
    const empty = renderWithProviders(<CartPageLoader />, { preloadedState: cart(0) });
    expect(screen.queryAllByTestId('cart-line-skeleton')).toHaveLength(0);
    expect(
      screen.getByRole('status', { name: 'Memuat halaman' }).querySelector('.MuiSkeleton-circular'),
    ).not.toBeNull();
    empty.unmount();
    renderWithProviders(<CartPageLoader />, { preloadedState: cart(0, true) });
    const loader = screen.getByRole('status', { name: 'Memuat halaman' });
    expect(loader.querySelector('.MuiSkeleton-circular')).toBeNull();
    expect(screen.queryAllByTestId('cart-line-skeleton')).toHaveLength(0);
  });
});

describe("RemoteRoute's loader", () => {
  beforeEach(() => {
    mf.__reset();
    resetRemoteComponents();
  });

  it("is the cart's own while the cart page loads, and the page loader elsewhere", () => {
    mf.__setRemoteModule('storefront/CartPage', new Promise(() => undefined));
    const cartPage = renderWithProviders(<RemoteRoute id="storefront/CartPage" />, {
      preloadedState: cart(3),
    });
    expect(screen.getAllByTestId('cart-line-skeleton')).toHaveLength(3);
    cartPage.unmount();
    mf.__setRemoteModule('storefront/AboutPage', new Promise(() => undefined));
    renderWithProviders(<RemoteRoute id="storefront/AboutPage" />, { preloadedState: cart(3) });
    expect(screen.getByRole('status', { name: 'Memuat halaman' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('cart-line-skeleton')).toHaveLength(0);
  });
});

describe('GridPageLoader', () => {
  it("draws the home page's banner and tiles over a heading's row and six cards, and the catalogue's without them", () => {
    const home = renderWithProviders(<GridPageLoader home />);
    expect(
      screen.getByRole('status', { name: 'Memuat halaman' }).querySelectorAll('.MuiSkeleton-root'),
    ).toHaveLength(11);
    home.unmount();
    renderWithProviders(<GridPageLoader />);
    expect(
      screen.getByRole('status', { name: 'Memuat halaman' }).querySelectorAll('.MuiSkeleton-root'),
    ).toHaveLength(7);
  });
});
