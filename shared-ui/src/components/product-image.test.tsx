import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { theme } from '../theme/theme';
import { ProductImage } from './product-image';
import { IMAGE_WIDTHS, storageSrcSet } from './storage-src-set';

const STORED = 'http://127.0.0.1:54321/storage/v1/object/public/products/folder/ikan nila.webp';
const RENDERED = 'http://127.0.0.1:54321/storage/v1/render/image/public/products/folder/ikan%20nila.webp';

const renderImage = (element: React.ReactElement) =>
  render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

describe('storageSrcSet', () => {
  it("lists Storage's renditions of a public object in every width", () => {
    expect(storageSrcSet(STORED)).toBe(
      IMAGE_WIDTHS.map((width) => `${RENDERED}?width=${width} ${width}w`).join(', '),
    );
  });

  it('escapes what would split a srcset: white space and commas', () => {
    const candidates = storageSrcSet(STORED.replace('ikan nila', 'a,b\tc'))!.split(', ');
    expect(candidates).toHaveLength(IMAGE_WIDTHS.length);
    expect(candidates[0]).toBe(`${RENDERED.replace('ikan%20nila', 'a%2Cb%09c')}?width=160 160w`);
  });

  it('leaves other URLs alone: elsewhere, already with a query, or not public', () => {
    expect(storageSrcSet('https://cdn.example.com/ikan.jpg')).toBeUndefined();
    expect(storageSrcSet(`${STORED}?v=2`)).toBeUndefined();
    expect(
      storageSrcSet('http://127.0.0.1:54321/storage/v1/object/sign/proofs/a.png?token=x'),
    ).toBeUndefined();
    expect(storageSrcSet('')).toBeUndefined();
  });
});

describe('ProductImage', () => {
  it('keeps the original as src and offers the renditions with the given sizes', () => {
    renderImage(<ProductImage src={STORED} alt="Ikan nila" sizes="80px" />);
    const img = screen.getByRole('img', { name: 'Ikan nila' });
    expect(img).toHaveAttribute('src', STORED);
    expect(img).toHaveAttribute('srcset', storageSrcSet(STORED));
    expect(img).toHaveAttribute('sizes', '80px');
  });

  it('offers no srcset without sizes, nor for an image from elsewhere', () => {
    renderImage(
      <>
        <ProductImage src={STORED} alt="tanpa sizes" />
        <ProductImage src="https://cdn.example.com/ikan.jpg" alt="luar" sizes="80px" />
      </>,
    );
    for (const name of ['tanpa sizes', 'luar']) {
      expect(screen.getByRole('img', { name })).not.toHaveAttribute('srcset');
    }
  });

  it('falls back to the original file when a rendition fails, then to the placeholder', () => {
    renderImage(<ProductImage src={STORED} alt="Ikan nila" sizes="80px" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ikan nila' }));
    const original = screen.getByRole('img', { name: 'Ikan nila' });
    expect(original.tagName).toBe('IMG');
    expect(original).toHaveAttribute('src', STORED);
    expect(original).not.toHaveAttribute('srcset');
    fireEvent.error(original);
    const placeholder = screen.getByRole('img', { name: 'Ikan nila' });
    expect(placeholder.tagName).toBe('DIV');
  });

  it('shows the placeholder after one failure when there was no rendition to try', () => {
    renderImage(<ProductImage src="https://cdn.example.com/ikan.jpg" alt="luar" sizes="80px" />);
    fireEvent.error(screen.getByRole('img', { name: 'luar' }));
    expect(screen.getByRole('img', { name: 'luar' }).tagName).toBe('DIV');
  });

  it('tries the renditions again for a new image', () => {
    const { rerender } = renderImage(<ProductImage src={STORED} alt="Produk" sizes="80px" />);
    fireEvent.error(screen.getByRole('img', { name: 'Produk' }));
    const next = STORED.replace('ikan nila', 'udang');
    rerender(
      <ThemeProvider theme={theme}>
        <ProductImage src={next} alt="Produk" sizes="80px" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: 'Produk' })).toHaveAttribute('srcset', storageSrcSet(next));
  });
});
