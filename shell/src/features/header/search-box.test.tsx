import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { SearchBox } from './search-box';

const renderBox = (path: string) =>
  renderWithProviders(null, {
    path,
    routes: [{ path: '*', element: <SearchBox /> }],
  });

describe('SearchBox', () => {
  it('shows a search started elsewhere', async () => {
    const { router } = renderBox('/products?q=salomn');
    expect(screen.getByRole('textbox', { name: 'Cari produk' })).toHaveValue('salomn');
    // a 'Mungkin maksud Anda' link runs another search: the box follows
    await act(() => router.navigate('/products?q=Salmon'));
    expect(screen.getByRole('textbox', { name: 'Cari produk' })).toHaveValue('Salmon');
  });

  it('keeps what the buyer is typing while the address stays the same', async () => {
    const user = userEvent.setup();
    renderBox('/products?q=ikan');
    const box = screen.getByRole('textbox', { name: 'Cari produk' });
    expect(box).toHaveValue('ikan');
    await user.type(box, ' segar');
    expect(box).toHaveValue('ikan segar');
  });
});
