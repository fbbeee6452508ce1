import { screen } from '@testing-library/react';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { LinkPagination } from './link-pagination';

const draw = (page: number, pageCount: number, narrow = false) =>
  renderWithProviders(
    <LinkPagination page={page} pageCount={pageCount} narrow={narrow} href={(n) => `/daftar?page=${n}`} />,
  );

describe('LinkPagination', () => {
  it('draws each page as a link to its own URL, in Indonesian, with the current page marked', () => {
    draw(2, 5);
    const nav = screen.getByRole('navigation', { name: 'Navigasi halaman' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke halaman 3' })).toHaveAttribute('href', '/daftar?page=3');
    expect(screen.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Halaman berikutnya' })).toHaveAttribute(
      'href',
      '/daftar?page=3',
    );
    expect(screen.getByRole('link', { name: 'Halaman sebelumnya' })).toHaveAttribute(
      'href',
      '/daftar?page=1',
    );
  });

  it('marks the last page for a page beyond it', () => {
    draw(20, 5);
    expect(screen.getByRole('link', { name: 'Halaman 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no sibling pages on a narrow screen', () => {
    draw(5, 9, true);
    expect(screen.queryByRole('link', { name: 'Ke halaman 4' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ke halaman 6' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke halaman 9' })).toBeInTheDocument();
  });

  it("shows the current page's siblings on a wide screen", () => {
    draw(5, 9);
    expect(screen.getByRole('link', { name: 'Ke halaman 4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke halaman 6' })).toBeInTheDocument();
  });

  it('draws nothing when everything fits on one page', () => {
    draw(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
