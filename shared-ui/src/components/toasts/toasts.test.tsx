import { act, render, screen, waitFor } from '@testing-library/react';
import { notify } from '@koperasi/shared-services';
import { Toasts } from './toasts';

describe('Toasts', () => {
  it('renders nothing until a toast is asked for, then shows the toasts in order, minus one dismissed while waiting', async () => {
    const { container } = render(<Toasts />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      notify.success('Produk disimpan');
      const dropped = notify.error('Tidak jadi tampil');
      notify.dismiss(dropped);
      notify.info('Keranjang diperbarui');
    });
    expect(await screen.findByText('Produk disimpan')).toBeInTheDocument();
    expect(await screen.findByText('Keranjang diperbarui')).toBeInTheDocument();
    expect(screen.queryByText('Tidak jadi tampil')).not.toBeInTheDocument();
  });

  it('closes a toast on screen with its key', async () => {
    render(<Toasts />);
    let key: ReturnType<typeof notify.error> | undefined;
    act(() => {
      key = notify.error('Gagal menyimpan');
    });
    expect(await screen.findByText('Gagal menyimpan')).toBeInTheDocument();
    act(() => notify.dismiss(key!));
    await waitFor(() => expect(screen.queryByText('Gagal menyimpan')).not.toBeInTheDocument());
  });
});
