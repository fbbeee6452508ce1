import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import ProfilePage from './profile-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getMyProfile: jest.fn(),
  getWishlist: jest.fn(),
  getWishlistProductIds: jest.fn(),
  signOut: jest.fn(),
  getMyOrders: jest.fn(),
}));
const mocked = services as jest.Mocked<typeof services>;

const USER: services.User = {
  id: 'u3',
  email: 'pembeli@koperasi.test',
  displayName: 'Dewi Lestari',
  role: 'buyer',
  reputation: 12,
  phone: '',
};

function renderProfile(user: services.User | null, path = '/profile') {
  return renderWithProviders(null, {
    preloadedState: { auth: { user, loading: false } },
    routes: [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/auth/login', element: <p>Halaman masuk</p> },
      { path: '/', element: <p>Beranda</p> },
    ],
    path,
  });
}

beforeEach(() => {
  mocked.getMyProfile.mockResolvedValue({
    id: 'u3',
    fullName: 'Dewi Lestari',
    email: USER.email,
    phone: '',
    shippingAddress: { street: '', kelurahan: '', kecamatan: '', city: '', province: '', postalCode: '' },
    address: '',
    avatarUrl: '',
  });
  mocked.getWishlist.mockResolvedValue([]);
  mocked.getWishlistProductIds.mockResolvedValue([]);
  mocked.getMyOrders.mockResolvedValue([]);
});

describe('ProfilePage', () => {
  it('sends a visitor to sign in', () => {
    renderProfile(null);
    expect(screen.getByText('Halaman masuk')).toBeInTheDocument();
  });

  it('has the side tabs and opens Profil Saya first', async () => {
    renderProfile(USER);
    await act(async () => undefined);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profil Saya',
      'Pesanan',
      'SHU Saya',
      'Wishlist',
      'Pengaturan',
    ]);
    expect(screen.getByRole('tab', { name: 'Profil Saya' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Simpan Perubahan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
  });

  it('shows a plain empty state under Pesanan, the wishlist and the password form', async () => {
    const { router } = renderProfile(USER);
    await userEvent.click(screen.getByRole('tab', { name: 'Pesanan' }));
    expect(await screen.findByRole('heading', { name: 'Belum ada pesanan' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=pesanan');
    await userEvent.click(screen.getByRole('tab', { name: 'Wishlist' }));
    expect(await screen.findByRole('heading', { name: 'Wishlist Anda masih kosong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pengaturan' }));
    expect(screen.getByRole('heading', { name: 'Ubah Email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Baru')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    expect(await screen.findByText('Password minimal 8 karakter')).toBeInTheDocument();
  });

  it('signs out with Keluar and goes home', async () => {
    const { store, router } = renderProfile(USER);
    mocked.signOut.mockImplementation(async () => {
      store.dispatch(services.clearUser());
    });
    await userEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    expect(mocked.signOut).toHaveBeenCalled();
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
