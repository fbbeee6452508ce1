import { configure, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { sharedQueries } from '@koperasi/shared-ui/src/test-utils/shared-queries';
import type { SidebarDivision } from '@koperasi/shared-services';
import type * as MfRuntimeMock from '../../../tools/test-utils/mf-runtime-mock';
import { AppRoutes } from './routes';
import { RemoteBoundary } from '../federation/remote-boundary';
import { resetRemoteComponents } from '../federation/remote-route';

// The sidebar, footer and home page read the database; here they get fixed sidebar data instead.
const category = (id: number, name: string, count: number) => ({ id, name, count });
const DIVISIONS: SidebarDivision[] = [
  {
    name: 'Perikanan',
    categories: [category(1, 'Ikan Segar', 24), category(2, 'Ikan Olahan', 18), category(3, 'Budidaya', 12)],
  },
  {
    name: 'Pertanian',
    categories: [category(4, 'Produk Organik', 45), category(5, 'Biji-bijian', 28), category(6, 'Bibit', 15)],
  },
  {
    name: 'Teknologi Ramah Lingkungan',
    categories: [
      category(7, 'Solusi Solar', 32),
      category(8, 'Sistem Air', 19),
      category(9, 'BBM Fresh Catalyst', 28),
    ],
  },
];
jest.mock('@koperasi/shared-services', () => {
  const actual = jest.requireActual<object>('@koperasi/shared-services');
  return {
    ...actual,
    getNewsPromos: () => Promise.resolve([]),
    getFeaturedProducts: () => Promise.resolve([]),
    getLiveArticles: () => Promise.resolve({ items: [], total: 0, page: 1, pageSize: 3, pageCount: 0 }),
    getUpcomingEvents: () => Promise.resolve([]),
  };
});

/** The first load of a remote compiles its sources (swc): give a cold start time on a busy machine. */
const REMOTE_LOAD_TIMEOUT_MS = 10000;
// Every test here waits for a remote module (compiled on first load, retried when offline): on a busy
// machine that takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: REMOTE_LOAD_TIMEOUT_MS });
jest.setTimeout(2 * REMOTE_LOAD_TIMEOUT_MS);

// jest maps the runtime to this mock, which adds these controls.
const mf = jest.requireActual<typeof MfRuntimeMock>('@module-federation/enhanced/runtime');

beforeEach(() => {
  sharedQueries.sidebarDivisions.mockResolvedValue(DIVISIONS);
  sharedQueries.siteSettings.mockResolvedValue({
    siteName: 'Koperasi Marketplace',
    logoUrl: '',
    description: '',
    email: '',
    phone: '',
    address: '',
    facebook: '',
    instagram: '',
    bankTransferInstructions: '',
    paymentDeadlineSeconds: 86_400,
    autoReceiveSeconds: 604_800,
    maxUnpaidOrders: 3,
    updatedAt: '',
  });
  mf.__reset();
  resetRemoteComponents();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('shell routes', () => {
  it(
    'renders the storefront home inside the layout',
    async () => {
      renderWithProviders(<AppRoutes />, { path: '/' });
      expect(
        await screen.findByRole('heading', { name: 'Produk Unggulan' }, { timeout: REMOTE_LOAD_TIMEOUT_MS }),
      ).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Kategori produk' })).toBeInTheDocument();
      // the footer is drawn once the first screen is done
      expect(await screen.findByText(/© 2024/)).toBeInTheDocument();
    },
    2 * REMOTE_LOAD_TIMEOUT_MS,
  );

  it('redirects an unknown path to / and says the page was not found', async () => {
    const { router } = renderWithProviders(<AppRoutes />, { path: '/tidak/ada' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Produk Unggulan' })).toBeInTheDocument();
  });

  it('maps the sidebar categories to /products?category={id}', async () => {
    renderWithProviders(<AppRoutes />, { path: '/' });
    expect(await screen.findByRole('link', { name: /Ikan Segar/ })).toHaveAttribute(
      'href',
      '/products?category=1',
    );
    expect(screen.getByRole('button', { name: 'Perikanan' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Pertanian' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'Berita & Promosi' })).toBeInTheDocument();
    // a known page says nothing of a missing one
    expect(screen.queryByText('Halaman tidak ditemukan')).not.toBeInTheDocument();
  });

  it('shows the error page in the main area when a remote is down, and keeps the header', async () => {
    mf.__setOffline('storefront');
    renderWithProviders(<AppRoutes />, { path: '/' });
    expect(await screen.findByRole('heading', { name: 'Terjadi Kesalahan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
    expect(screen.getByPlaceholderText('Cari produk...')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Kategori produk' })).toBeInTheDocument();
  });

  it(
    'loads another remote while one is down',
    async () => {
      mf.__setOffline('storefront');
      // The back office lets only admins in: sign one in through the store.
      const admin = {
        id: 'a',
        email: 'admin@koperasi.test',
        displayName: 'Admin',
        role: 'admin' as const,
        reputation: 0,
        phone: '',
      };
      renderWithProviders(<AppRoutes />, {
        path: '/admin',
        preloadedState: { auth: { user: admin, loading: false } },
      });
      expect(
        await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: REMOTE_LOAD_TIMEOUT_MS }),
      ).toBeInTheDocument();
    },
    2 * REMOTE_LOAD_TIMEOUT_MS,
  );

  it('renders the auth group without the main layout', async () => {
    renderWithProviders(<AppRoutes />, { path: '/auth/login' });
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Cari produk...')).not.toBeInTheDocument();
  });
});

describe('route errors', () => {
  function Broken(): never {
    throw new Error('boom');
  }

  it('shows Terjadi Kesalahan in the main area when a route module throws, and keeps the header', async () => {
    mf.__setRemoteModule('storefront/HomePage', { default: Broken });
    renderWithProviders(<AppRoutes />, { path: '/' });
    expect(await screen.findByRole('heading', { name: 'Terjadi Kesalahan' })).toBeInTheDocument();
    expect(screen.getByText(/kesalahan yang tidak terduga/)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Cari produk...')).toBeInTheDocument();
  });

  it('shows status, status text and data of a route response error', async () => {
    function NotFound(): never {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- a route module throws a Response to answer with a status
      throw new Response('Produk tidak ditemukan', { status: 404, statusText: 'Not Found' });
    }
    mf.__setRemoteModule('storefront/HomePage', { default: NotFound });
    renderWithProviders(<AppRoutes />, { path: '/' });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(await screen.findByText('Produk tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toBeInTheDocument();
  });

  it('shows the error page when a layout itself throws', async () => {
    renderWithProviders(
      <RemoteBoundary>
        <Broken />
      </RemoteBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Terjadi Kesalahan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  });
});
