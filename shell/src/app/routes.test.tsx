import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import * as runtime from '@module-federation/enhanced/runtime';
import { routes } from './routes';
import { RouteErrorPage } from './route-error-page';
import { resetRemoteComponents } from '../federation/remote-route';

// jest maps the runtime to tools/test-utils/mf-runtime-mock.ts, which adds these controls.
const mf = runtime as unknown as {
  __reset: () => void;
  __setOffline: (remote: string, offline?: boolean) => void;
  __setRemoteModule: (id: string, mod: unknown) => void;
};

beforeEach(() => {
  mf.__reset();
  resetRemoteComponents();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('shell routes', () => {
  it('renders the storefront home inside the layout', async () => {
    renderWithProviders(null, { routes, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Produk Unggulan' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Kategori produk' })).toBeInTheDocument();
    expect(screen.getByText(/© 2024/)).toBeInTheDocument();
  });

  it('redirects an unknown path to /', async () => {
    const { router } = renderWithProviders(null, { routes, path: '/tidak/ada' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Produk Unggulan' })).toBeInTheDocument();
  });

  it('maps the sidebar categories to /products?category={id}', async () => {
    renderWithProviders(null, { routes, path: '/' });
    expect(await screen.findByRole('link', { name: /Ikan Segar/ })).toHaveAttribute('href', '/products?category=1');
    expect(screen.getByRole('button', { name: 'Perikanan' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Pertanian' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'Berita & Promosi' })).toBeInTheDocument();
  });

  it('shows the error page in the main area when a remote is down, and keeps the header', async () => {
    mf.__setOffline('storefront');
    renderWithProviders(null, { routes, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Terjadi Kesalahan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
    expect(screen.getByPlaceholderText('Cari produk...')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Kategori produk' })).toBeInTheDocument();
  });

  it('loads another remote while one is down', async () => {
    mf.__setOffline('storefront');
    renderWithProviders(null, { routes, path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('renders the auth group without the main layout', async () => {
    renderWithProviders(null, { routes, path: '/auth/login' });
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Cari produk...')).not.toBeInTheDocument();
  });
});

describe('route error pages', () => {
  it('shows status, status text and data of a route response error', async () => {
    const failing = [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        loader: () => {
          throw new Response('Produk tidak ditemukan', { status: 404, statusText: 'Not Found' });
        },
        element: <p>never</p>,
      },
    ];
    renderWithProviders(null, { routes: failing, path: '/' });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Produk tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toBeInTheDocument();
  });

  it('shows Terjadi Kesalahan for any other error', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    renderWithProviders(null, { routes: [{ path: '/', errorElement: <RouteErrorPage />, element: <Broken /> }] });
    expect(await screen.findByRole('heading', { name: 'Terjadi Kesalahan' })).toBeInTheDocument();
    expect(screen.getByText(/kesalahan yang tidak terduga/)).toBeInTheDocument();
  });
});
