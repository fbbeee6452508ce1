import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { exposes } from '../../exposes';
import { ADMIN, BUYER, CATEGORIES, product, SELLER, signedIn } from '../test-utils/fixtures';
import { RESOURCE_LIST, RESOURCES } from './resources';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  countProducts: jest.fn(),
  countArticles: jest.fn(),
  countCategories: jest.fn(),
  countReportedReviews: jest.fn(),
  countUnreadContactMessages: jest.fn(),
  getSiteSettings: jest.fn(),
  getProducts: jest.fn(),
  getProduct: jest.fn(),
  getSellerProducts: jest.fn(),
  getCategories: jest.fn(),
  getArticles: jest.fn(),
  getOrdersForBackoffice: jest.fn(),
}));
const api = jest.mocked(services);

beforeEach(() => {
  api.countProducts.mockResolvedValue(30);
  api.countArticles.mockResolvedValue(4);
  api.countCategories.mockResolvedValue(9);
  api.countReportedReviews.mockResolvedValue(3);
  api.countUnreadContactMessages.mockResolvedValue(2);
  api.getSiteSettings.mockResolvedValue({ updatedAt: '2026-11-20T08:00:00.000Z' } as services.SiteSettings);
  api.getProducts.mockResolvedValue([product()]);
  api.getProduct.mockResolvedValue(product());
  api.getSellerProducts.mockResolvedValue([product({ name: 'Produk Budi' })]);
  api.getCategories.mockResolvedValue(CATEGORIES);
  api.getArticles.mockResolvedValue([]);
  api.getOrdersForBackoffice.mockImplementation((query) =>
    Promise.resolve({
      items: [],
      total: query?.paymentStatus === 'menunggu_verifikasi' ? 2 : 5,
      page: 1,
      pageSize: 1,
      pageCount: 1,
    }),
  );
});

/** The route module exposed for a path, as the shell loads it. */
function routeModule(name: string) {
  const file = exposes[name as keyof typeof exposes];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(__dirname, '../..', file)) as { default: () => React.JSX.Element }).default;
}

function renderRoute(pathname: string, user: services.User | null, loading = false) {
  const routes = RESOURCE_LIST.flatMap((resource) =>
    (['list', 'create', 'edit'] as const)
      .filter((view) => resource.routes[view])
      .map((view) => {
        const Page = routeModule(resource.modules[view]!);
        return { path: resource.routes[view]!, element: <Page /> };
      }),
  );
  return renderWithProviders(null, {
    preloadedState: signedIn(user, loading),
    path: pathname,
    routes: [
      ...routes,
      { path: '/', element: <h1>Beranda</h1> },
      { path: '/auth/login', element: <h1>Masuk</h1> },
    ],
  });
}

describe('resources', () => {
  it('expose one route module per view, and every route module renders its own resource view', () => {
    const views = RESOURCE_LIST.flatMap((resource) => Object.values(resource.modules));
    expect(new Set(views)).toEqual(new Set(Object.keys(exposes)));
    for (const resource of RESOURCE_LIST) {
      expect(Object.keys(resource.modules).sort()).toEqual(Object.keys(resource.routes).sort());
    }
  });

  it('are guarded: /admin/* admins only, /seller/* sellers and admins', () => {
    for (const resource of RESOURCE_LIST) {
      const paths = Object.values(resource.routes);
      if (paths.every((p) => p.startsWith('/admin'))) expect(resource.roles).toEqual(['admin']);
      else expect(paths.every((p) => p.startsWith('/seller/'))).toBe(true);
    }
    expect(RESOURCES.sellerProducts.roles).toEqual(['seller', 'admin']);
  });
});

describe('guards', () => {
  it('sends a visitor to sign in', async () => {
    const { router } = renderRoute('/admin/products', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.state).toEqual({ from: '/admin/products' });
  });

  it('waits for the session check before deciding', async () => {
    const { router, container } = renderRoute('/admin', null, true);
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends a buyer from /admin home with a message', async () => {
    const { router } = renderRoute('/admin', BUYER);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Anda tidak memiliki akses ke halaman ini')).toBeInTheDocument();
  });

  it('sends a seller from /admin/* home, but lets them into /seller/products', async () => {
    const first = renderRoute('/admin/categories', SELLER);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();
    renderRoute('/seller/products', SELLER);
    expect(await screen.findByRole('heading', { name: 'Produk Saya' })).toBeInTheDocument();
    expect(await screen.findByText('Produk Budi')).toBeInTheDocument();
    expect(api.getSellerProducts).toHaveBeenCalledWith(SELLER.id);
    expect(screen.getByRole('link', { name: 'Tambah Produk' })).toHaveAttribute(
      'href',
      '/seller/products/add',
    );
    // the menu holds only what a seller may open
    const sellerMenu = RESOURCE_LIST.filter((resource) => resource.roles.includes('seller')).map(
      (r) => r.label,
    );
    const menu = screen.queryByRole('navigation', { name: 'Menu back office' });
    if (sellerMenu.length < 2) expect(menu).not.toBeInTheDocument();
    else
      expect(
        within(menu!)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(sellerMenu);
  });

  it("starts the screen's first read while the session is still being checked", async () => {
    const { container } = renderRoute('/admin/products', null, true);
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await waitFor(() => expect(api.getProducts).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('reads once for an admin: the screen takes the answer its route started', async () => {
    renderRoute('/admin/products', ADMIN);
    expect(await screen.findByText(product().name)).toBeInTheDocument();
    expect(api.getProducts).toHaveBeenCalledTimes(1);
  });

  it('starts no read for a visitor or a person the route does not admit', async () => {
    const visitor = renderRoute('/admin/categories', null);
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/auth/login'));
    visitor.unmount();
    const buyer = renderRoute('/admin/products', BUYER);
    await waitFor(() => expect(buyer.router.state.location.pathname).toBe('/'));
    expect(api.getCategories).not.toHaveBeenCalled();
    expect(api.getProducts).not.toHaveBeenCalled();
  });

  it('lets a buyer into neither', async () => {
    const { router } = renderRoute('/seller/products/add', BUYER);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('admin dashboard and menu', () => {
  it('shows a tile per resource with its live figure, linking to it', async () => {
    renderRoute('/admin', ADMIN);
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const tile = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('a')!;
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Kelola Produk',
      'Kelola Pesanan',
      'Verifikasi Pembayaran',
      'Ulasan Produk',
      'Pesan Masuk',
      'Kelola Konten',
      'Kategori',
      'Pengaturan Situs',
    ]);
    expect(await tile('Kelola Produk')).toHaveAttribute('href', '/admin/products');
    await waitFor(async () =>
      expect(within(await tile('Kelola Produk')).getByText('30')).toBeInTheDocument(),
    );
    expect(await tile('Kelola Pesanan')).toHaveAttribute('href', '/admin/orders');
    await waitFor(async () =>
      expect(within(await tile('Kelola Pesanan')).getByText('5')).toBeInTheDocument(),
    );
    expect(within(await tile('Kelola Pesanan')).getByText('diproses')).toBeInTheDocument();
    expect(await tile('Verifikasi Pembayaran')).toHaveAttribute('href', '/admin/payments');
    await waitFor(async () =>
      expect(within(await tile('Verifikasi Pembayaran')).getByText('2')).toBeInTheDocument(),
    );
    expect(within(await tile('Verifikasi Pembayaran')).getByText('menunggu verifikasi')).toBeInTheDocument();
    expect(api.getOrdersForBackoffice).toHaveBeenCalledWith({ status: 'diproses', page: 1, pageSize: 1 });
    expect(api.getOrdersForBackoffice).toHaveBeenCalledWith({
      paymentStatus: 'menunggu_verifikasi',
      page: 1,
      pageSize: 1,
    });
    expect(await tile('Ulasan Produk')).toHaveAttribute('href', '/admin/reviews');
    expect(within(await tile('Ulasan Produk')).getByText('3')).toBeInTheDocument();
    expect(within(await tile('Ulasan Produk')).getByText('dilaporkan, masih tampil')).toBeInTheDocument();
    expect(await tile('Pesan Masuk')).toHaveAttribute('href', '/admin/messages');
    await waitFor(async () => expect(within(await tile('Pesan Masuk')).getByText('2')).toBeInTheDocument());
    expect(within(await tile('Pesan Masuk')).getByText('belum dibaca')).toBeInTheDocument();
    expect(within(await tile('Kelola Konten')).getByText('4')).toBeInTheDocument();
    expect(within(await tile('Kategori')).getByText('9')).toBeInTheDocument();
    expect(within(await tile('Pengaturan Situs')).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(await tile('Pengaturan Situs')).toHaveAttribute('href', '/admin/settings');
  });

  it("leaves the seller's own entries out of the menu of an admin who sells nothing", async () => {
    api.countProducts.mockImplementation((sellerId?: string) => Promise.resolve(sellerId ? 0 : 30));
    renderRoute('/admin/products', ADMIN);
    const menu = await screen.findByRole('navigation', { name: 'Menu back office' });
    await waitFor(() => expect(api.countProducts).toHaveBeenCalledWith(ADMIN.id));
    await within(menu).findByRole('link', { name: /^Pesan Masuk/ });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toContain('Kelola Produk');
    for (const selling of ['Produk Saya', 'Pesanan Masuk', 'Ulasan Pembeli', 'Saldo Saya'])
      expect(labels).not.toContain(selling);
  });

  it('shows the menu from the resources with the current one marked', async () => {
    renderRoute('/admin/products/7/edit', ADMIN);
    const menu = await screen.findByRole('navigation', { name: 'Menu back office' });
    const adminMenu = RESOURCE_LIST.filter((resource) => resource.roles.includes('admin')).map(
      (r) => r.label,
    );
    expect(adminMenu.slice(0, 2)).toEqual(['Dashboard', 'Kelola Produk']);
    expect(adminMenu).toEqual(
      expect.arrayContaining([
        'Kelola Pesanan',
        'Verifikasi Pembayaran',
        'Kelola Konten',
        'Kategori',
        'Pengaturan Situs',
        'Ulasan Produk',
        'Pesan Masuk',
        'Produk Saya',
        'Pesanan Masuk',
        'Ulasan Pembeli',
      ]),
    );
    // 'Pesan Masuk' carries the count of unread messages: '2', read out as '(2 belum dibaca)'
    const badge = await within(menu).findByTestId('unread-messages-badge');
    expect(badge).toHaveTextContent('2(2 belum dibaca)');
    expect(badge.closest('a')).toHaveAttribute('href', '/admin/messages');
    expect(within(menu).getByRole('link', { name: 'Pesan Masuk (2 belum dibaca)' })).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(badge.textContent ?? '', '')),
    ).toEqual(adminMenu);
    expect(within(menu).getByRole('link', { name: 'Kelola Produk' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});
