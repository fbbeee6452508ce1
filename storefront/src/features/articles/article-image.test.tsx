import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ArticleImage } from './article-image';

const STORED = 'http://127.0.0.1:54321/storage/v1/object/public/articles/panen-raya.webp';

describe('ArticleImage', () => {
  it('comes as a rendition of the drawn width, then the stored file, then the placeholder', () => {
    const { container } = renderWithProviders(
      <ArticleImage src={STORED} alt="Panen raya" sizes="(min-width: 600px) 33vw, 100vw" />,
    );
    const img = () => screen.getByRole('img', { name: 'Panen raya' });
    expect(img()).toHaveAttribute('src', STORED);
    expect(img().getAttribute('srcset')).toContain(
      '/storage/v1/render/image/public/articles/panen-raya.webp?width=320 320w',
    );
    expect(img()).toHaveAttribute('sizes', '(min-width: 600px) 33vw, 100vw');
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', STORED);
    expect(img()).not.toHaveAttribute('srcset');
    fireEvent.error(img());
    // the placeholder keeps the picture's name, as a product's does
    expect(img().tagName).toBe('DIV');
    expect(container.querySelector('[role="img"] svg')).not.toBeNull();
  });

  it("hides the placeholder of a decorative picture (the card's title says what it shows)", () => {
    const { container } = renderWithProviders(<ArticleImage src={null} alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('shows an image from elsewhere as it is', () => {
    renderWithProviders(<ArticleImage src="https://cdn.example.com/a.jpg" alt="Luar" sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Luar' })).not.toHaveAttribute('srcset');
  });
});
