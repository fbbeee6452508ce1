import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut, type User } from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { Header } from './header';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  signOut: jest.fn(),
  getMemberStatus: jest.fn(() => Promise.resolve({ isMember: false, memberSince: null })),
}));
const signOutMock = signOut as jest.Mock;

const baseUser: User = {
  id: 'u1',
  email: 'user@koperasi.test',
  displayName: 'Budi Santoso',
  role: 'buyer',
  reputation: 17,
  phone: '',
};

function renderHeader(user: User | null, cartItems = 0) {
  const items = Array.from({ length: cartItems }, (_, index) => ({
    productId: index + 1,
    name: `P${index}`,
    price: 1,
    image: '',
    quantity: 3,
  }));
  return renderWithProviders(<Header sidebarOpen onToggleSidebar={() => undefined} />, {
    preloadedState: { auth: { user, loading: false }, cart: { items } },
  });
}

async function openMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Menu pengguna ${name}` }));
  return screen.getByRole('menu');
}

describe('Header', () => {
  it('shows the search box, the cart and Masuk/Daftar when logged out', () => {
    renderHeader(null);
    expect(screen.getByPlaceholderText('Cari produk...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/auth/register');
    expect(screen.queryByRole('button', { name: /Menu pengguna/ })).not.toBeInTheDocument();
  });

  it('counts distinct cart lines in the badge', () => {
    renderHeader(null, 3);
    expect(screen.getByRole('link', { name: 'Keranjang, 3 produk' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
  });

  it('gives a buyer the profile link and no seller or admin links', async () => {
    renderHeader(baseUser);
    expect(await screen.findByTestId('role-badge')).toHaveTextContent('Pembeli');
    expect(screen.getByLabelText('Reputasi 17')).toBeInTheDocument();
    const menu = await openMenu('Budi Santoso');
    expect(within(menu).getByText('user@koperasi.test')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profil Saya' })).toHaveAttribute('href', '/profile');
    expect(within(menu).queryByRole('menuitem', { name: 'Produk Saya' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Kelola Produk' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Keluar' })).toBeInTheDocument();
  });

  it('gives a seller Produk Saya and Ulasan Pembeli', async () => {
    renderHeader({ ...baseUser, role: 'seller' });
    expect(await screen.findByTestId('role-badge')).toHaveTextContent('Penjual');
    const menu = await openMenu('Budi Santoso');
    expect(within(menu).getByRole('menuitem', { name: 'Produk Saya' })).toHaveAttribute(
      'href',
      '/seller/products',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Ulasan Pembeli' })).toHaveAttribute(
      'href',
      '/seller/reviews',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Verifikasi Toko' })).toHaveAttribute(
      'href',
      '/seller/verification',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Kelola Konten' })).not.toBeInTheDocument();
  });

  it('gives an admin Kelola Produk and Kelola Konten, not Produk Saya', async () => {
    renderHeader({ ...baseUser, role: 'admin' });
    expect(await screen.findByTestId('role-badge')).toHaveTextContent('Admin');
    const menu = await openMenu('Budi Santoso');
    expect(within(menu).getByRole('menuitem', { name: 'Kelola Produk' })).toHaveAttribute(
      'href',
      '/admin/products',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Kelola Konten' })).toHaveAttribute(
      'href',
      '/admin/content',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Produk Saya' })).not.toBeInTheDocument();
  });

  it('shows any other role as Pembeli and an initials avatar without a photo', async () => {
    renderHeader({ ...baseUser, role: 'moderator' as User['role'] });
    expect(await screen.findByTestId('role-badge')).toHaveTextContent('Pembeli');
    const avatar = screen.getAllByRole('img', { name: 'Budi Santoso' })[0]!;
    expect(avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(avatar.getAttribute('src')!)).toContain('>BS<');
  });

  it('shows the name, email, role and reputation inside the menu', async () => {
    renderHeader({ ...baseUser, role: 'seller', reputation: 87 });
    const menu = await openMenu('Budi Santoso');
    expect(within(menu).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(menu).getByText('Penjual · Reputasi 87')).toBeInTheDocument();
  });

  it('uses the photo when the user has one', async () => {
    renderHeader({ ...baseUser, photoURL: 'https://cdn.test/budi.png' });
    expect((await screen.findAllByRole('img', { name: 'Budi Santoso' }))[0]).toHaveAttribute(
      'src',
      'https://cdn.test/budi.png',
    );
  });

  it('signs out with Keluar, closes the menu and goes home', async () => {
    signOutMock.mockResolvedValue(undefined);
    const { router } = renderWithProviders(null, {
      preloadedState: { auth: { user: baseUser, loading: false } },
      routes: [
        { path: '/profile', element: <Header sidebarOpen onToggleSidebar={() => undefined} /> },
        { path: '/', element: <p>Beranda</p> },
      ],
      path: '/profile',
    });
    const menu = await openMenu('Budi Santoso');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Keluar' }));
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('stays where it is when signing out fails (the service shows Gagal logout)', async () => {
    signOutMock.mockRejectedValue(new Error('offline'));
    const { router } = renderWithProviders(null, {
      preloadedState: { auth: { user: baseUser, loading: false } },
      routes: [{ path: '/profile', element: <Header sidebarOpen onToggleSidebar={() => undefined} /> }],
      path: '/profile',
    });
    const menu = await openMenu('Budi Santoso');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Keluar' }));
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows a placeholder instead of Masuk/Daftar while the session is being checked', () => {
    renderWithProviders(<Header sidebarOpen onToggleSidebar={() => undefined} />, {
      preloadedState: { auth: { user: null, loading: true } },
    });
    expect(screen.queryByRole('link', { name: 'Masuk' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Menu pengguna/ })).not.toBeInTheDocument();
  });
});
