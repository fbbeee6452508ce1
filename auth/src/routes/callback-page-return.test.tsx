import { act, screen } from '@testing-library/react';
import { onAuthStateChange, requestSignIn } from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import CallbackPage from './callback-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  onAuthStateChange: jest.fn(),
}));

type Listener = Parameters<typeof onAuthStateChange>[0];
type Session = NonNullable<Parameters<Listener>[1]>;
let listener: Listener | undefined;
beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(onAuthStateChange).mockImplementation((callback: Listener) => {
    listener = callback;
    return () => undefined;
  });
});

const session = {
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 3600,
  token_type: 'bearer',
  user: { id: 'u1', app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '' },
} as Session;

describe('CallbackPage: back to where the visitor was', () => {
  it('returns to the page kept before leaving for Google, once', async () => {
    requestSignIn('/products/7?ref=wishlist', { type: 'wishlist', productId: 7 });
    const { router } = renderWithProviders(null, {
      routes: [
        { path: '/auth/callback', element: <CallbackPage /> },
        { path: '/', element: <p>Beranda</p> },
        { path: '/products/:id', element: <p>Halaman produk</p> },
      ],
      path: '/auth/callback',
    });
    await act(async () => {
      listener!('SIGNED_IN', session);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('Halaman produk')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ref=wishlist');
  });
});
