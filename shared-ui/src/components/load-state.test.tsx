import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadState, RetryAlert } from './load-state';

describe('LoadState', () => {
  it("shows the failure with 'Coba lagi', which asks again", async () => {
    const retry = jest.fn();
    render(
      <LoadState failed failMessage="Gagal memuat artikel" onRetry={retry} loading={false}>
        <p>isi</p>
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal memuat artikel');
    expect(screen.queryByText('isi')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("offers no 'Coba lagi' when nothing can ask again", () => {
    render(<RetryAlert>Gagal memuat data produk</RetryAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal memuat data produk');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows 'Memuat...' or the screen's own skeletons while loading, then the content", () => {
    const { rerender } = render(
      <LoadState failed={false} failMessage="Gagal" loading>
        <p>isi</p>
      </LoadState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Memuat...');
    rerender(
      <LoadState failed={false} failMessage="Gagal" loading loadingFallback={<p>kerangka</p>}>
        <p>isi</p>
      </LoadState>,
    );
    expect(screen.getByText('kerangka')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <LoadState failed={false} failMessage="Gagal" loading={false}>
        <p>isi</p>
      </LoadState>,
    );
    expect(screen.getByText('isi')).toBeInTheDocument();
  });
});
