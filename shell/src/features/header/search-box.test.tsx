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

describe('SearchBox on a phone, collapsible (a visitor)', () => {
  const renderCollapsible = (path: string) =>
    renderWithProviders(null, { path, routes: [{ path: '*', element: <SearchBox collapsible /> }] });

  it('opens from its icon with the field focused, searches, and closes', async () => {
    const user = userEvent.setup();
    const { router } = renderCollapsible('/');
    const opener = screen.getByRole('button', { name: 'Buka pencarian' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    const box = screen.getByRole('textbox', { name: 'Cari produk' });
    expect(box).toHaveFocus();
    await user.type(box, 'nila{Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe('/products?q=nila');
    expect(screen.getByRole('button', { name: 'Buka pencarian' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape or its back button, giving the focus back to the icon', async () => {
    const user = userEvent.setup();
    renderCollapsible('/');
    await user.click(screen.getByRole('button', { name: 'Buka pencarian' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Buka pencarian' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Buka pencarian' }));
    await user.click(screen.getByRole('button', { name: 'Tutup pencarian' }));
    expect(screen.queryByRole('button', { name: 'Tutup pencarian' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buka pencarian' })).toHaveFocus();
  });
});
