import { fireEvent, render, screen } from '@testing-library/react';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { ListThumbnail } from './list-parts';

const STORED = 'http://127.0.0.1:54321/storage/v1/object/public/products/ikan-salmon-segar.webp';

describe('ListThumbnail', () => {
  it("loads a stored picture as Storage's rendition of the width it is drawn at, not the original", () => {
    render(<ListThumbnail src={STORED} icon={<Inventory2Outlined />} />);
    const img = screen.getByTestId('list-thumbnail');
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('sizes', '48px');
    expect(img.getAttribute('srcset')).toContain(
      'http://127.0.0.1:54321/storage/v1/render/image/public/products/ikan-salmon-segar.webp?width=160 160w',
    );
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the original when the rendition fails, then to the icon', () => {
    render(<ListThumbnail src={STORED} icon={<Inventory2Outlined data-testid="icon" />} />);
    fireEvent.error(screen.getByTestId('list-thumbnail'));
    const original = screen.getByTestId('list-thumbnail');
    expect(original).toHaveAttribute('src', STORED);
    expect(original).not.toHaveAttribute('srcset');
    fireEvent.error(original);
    expect(screen.getByTestId('list-thumbnail').tagName).toBe('DIV');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('shows a picture from elsewhere as it is, and the icon when there is none', () => {
    const { unmount } = render(
      <ListThumbnail src="https://cdn.example.com/a.jpg" icon={<Inventory2Outlined />} />,
    );
    expect(screen.getByTestId('list-thumbnail')).toHaveAttribute('src', 'https://cdn.example.com/a.jpg');
    expect(screen.getByTestId('list-thumbnail')).not.toHaveAttribute('srcset');
    unmount();
    render(<ListThumbnail src={null} icon={<Inventory2Outlined data-testid="icon" />} />);
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });
});
