import { act, screen } from '@testing-library/react';
import { onAuthStateChange } from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { renderPage } from '../test-utils/render-page';
import CallbackPage from './callback-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  onAuthStateChange: jest.fn(),
}));
const subscribe = onAuthStateChange as jest.Mock;

type Listener = Parameters<typeof onAuthStateChange>[0];
type AuthChangeEvent = Parameters<Listener>[0];
type Session = NonNullable<Parameters<Listener>[1]>;
let listener: Listener | undefined;
const unsubscribe = jest.fn();
beforeEach(() => {
  listener = undefined;
  subscribe.mockImplementation((callback: Listener) => {
    listener = callback;
    return unsubscribe;
  });
});

const session: Session = {
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 3600,
  token_type: 'bearer',
  user: {
    id: 'u1',
    app_metadata: {},
    user_metadata: {},
    aud: 'authenticated',
    created_at: '2026-11-20T08:00:00Z',
  },
};
const renderCallback = () => renderPage('/auth/callback', <CallbackPage />);
async function emit(event: AuthChangeEvent, next: Session | null) {
  await act(async () => {
    listener!(event, next);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('CallbackPage', () => {
  it("shows 'Mengalihkan...' with a spinner while it waits", () => {
    renderCallback();
    expect(screen.getByRole('status')).toHaveTextContent('Mengalihkan...');
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
  });

  it('goes home on SIGNED_IN', async () => {
    renderCallback();
    await emit('SIGNED_IN', session);
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('goes home when supabase-js already took the session from the URL (INITIAL_SESSION with a session)', async () => {
    renderCallback();
    await emit('INITIAL_SESSION', session);
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
  });

  it("goes back to sign in with 'Gagal login dengan Google' when no session came back", async () => {
    renderCallback();
    await emit('INITIAL_SESSION', null);
    expect(await screen.findByText('Halaman masuk')).toBeInTheDocument();
    expect(await screen.findByText('Gagal login dengan Google')).toBeInTheDocument();
  });

  it('says so when a used or expired confirmation link came back without a session', async () => {
    renderWithProviders(null, {
      routes: [
        { path: '/auth/callback', element: <CallbackPage /> },
        { path: '/auth/login', element: <p>Halaman masuk</p> },
      ],
      path: '/auth/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid&sb=',
    });
    await emit('INITIAL_SESSION', null);
    expect(await screen.findByText('Halaman masuk')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Link konfirmasi tidak valid atau sudah kedaluwarsa. Silakan masuk untuk meminta link baru.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Gagal login dengan Google')).not.toBeInTheDocument();
  });

  it('goes back to sign in on any other event', async () => {
    renderCallback();
    await emit('SIGNED_OUT', null);
    expect(await screen.findByText('Halaman masuk')).toBeInTheDocument();
  });

  it('acts on the first event only', async () => {
    renderCallback();
    await emit('SIGNED_IN', session);
    await emit('SIGNED_OUT', null);
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
  });
});
