import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  peekLoginIntent,
  requestSignIn,
  signInWithGoogle,
  signInWithPassword,
} from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import LoginPage from './login-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  signInWithPassword: jest.fn(),
  signInWithGoogle: jest.fn(),
}));

/** The sign-in page opened at `address`, with the pages a sign-in may lead to. */
function renderLogin(address: string) {
  return renderWithProviders(null, {
    routes: [
      { path: '/auth/login', element: <LoginPage /> },
      { path: '/', element: <p>Beranda</p> },
      { path: '/products/:id', element: <p>Halaman produk</p> },
      { path: '/checkout', element: <p>Halaman pembayaran</p> },
      { path: '*', element: <p>Halaman lain</p> },
    ],
    path: address,
  });
}

async function signIn() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Email/), 'pembeli@koperasi.test');
  await user.type(screen.getByLabelText(/^Password/), 'Koperasi#2024');
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
}

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(signInWithPassword).mockResolvedValue(undefined);
  jest.mocked(signInWithGoogle).mockResolvedValue(undefined);
});

describe('LoginPage: back to where the visitor was', () => {
  it('goes home when nothing asked for another page', async () => {
    const { router } = renderLogin('/auth/login');
    await signIn();
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('follows ?redirect= to a page of this site, with its query', async () => {
    const { router } = renderLogin('/auth/login?redirect=%2Fproducts%2F3%3Fref%3Dwishlist');
    await signIn();
    expect(await screen.findByText('Halaman produk')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/3');
    expect(router.state.location.search).toBe('?ref=wishlist');
  });

  it('follows ?next= too', async () => {
    const { router } = renderLogin('/auth/login?next=/checkout');
    await signIn();
    expect(await screen.findByText('Halaman pembayaran')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)'])(
    'ignores ?redirect=%s and goes home',
    async (target) => {
      const { router } = renderLogin(`/auth/login?redirect=${encodeURIComponent(target)}`);
      await signIn();
      expect(await screen.findByText('Beranda')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('returns to the page a button kept for this tab (the sign-in page opened without ?redirect=)', async () => {
    requestSignIn('/products/7', { type: 'wishlist', productId: 7 });
    const { router } = renderLogin('/auth/login');
    await signIn();
    expect(await screen.findByText('Halaman produk')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/7');
    // the heart is set by the store once the user is signed in, not by this page
    expect(peekLoginIntent()).toMatchObject({ action: { type: 'wishlist', productId: 7 } });
  });

  it('keeps the page to return to before leaving for Google', async () => {
    renderLogin('/auth/login?redirect=%2Fcheckout');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk dengan Google' }));
    expect(signInWithGoogle).toHaveBeenCalled();
    expect(peekLoginIntent()).toMatchObject({ returnTo: '/checkout' });
  });
});
