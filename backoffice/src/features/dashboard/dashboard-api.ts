import {
  api,
  countArticles,
  countCategories,
  countProducts,
  countReportedReviews,
  countUnreadContactMessages,
  formatShortDate,
  fromService,
  getOrdersForBackoffice,
  getSiteSettings,
  type ApiTag,
  type BackofficeOrdersQuery,
} from '@koperasi/shared-services';

/** The live figure of a dashboard tile: a value and what it counts, e.g. { value: '30', unit: 'produk' }. */
export interface DashboardFigure {
  value: string;
  unit: string;
}

/**
 * What a tile can show: the count of a resource, the orders being prepared, the payments waiting for
 * verification, the shown reviews with a report, the unread contact messages, or when the site settings were last saved.
 */
export type DashboardFigureName =
  'products' | 'orders' | 'payments' | 'reviews' | 'messages' | 'articles' | 'categories' | 'settings';

const counted = async (count: Promise<number>, unit: string): Promise<DashboardFigure> => ({
  value: (await count).toLocaleString('id-ID'),
  unit,
});

/** How many orders match: the total of a one-row page. */
const countOrders = async (query: BackofficeOrdersQuery) =>
  (await getOrdersForBackoffice({ ...query, page: 1, pageSize: 1 })).total;

const FIGURES: Record<DashboardFigureName, { load: () => Promise<DashboardFigure>; tag: ApiTag }> = {
  products: { load: () => counted(countProducts(), 'produk'), tag: 'Product' },
  articles: { load: () => counted(countArticles(), 'artikel'), tag: 'Article' },
  categories: { load: () => counted(countCategories(), 'kategori'), tag: 'Category' },
  orders: {
    load: () => counted(countOrders({ status: 'diproses' }), 'diproses'),
    tag: 'Order',
  },
  payments: {
    load: () => counted(countOrders({ paymentStatus: 'menunggu_verifikasi' }), 'menunggu verifikasi'),
    tag: 'Order',
  },
  reviews: { load: () => counted(countReportedReviews(), 'dilaporkan, masih tampil'), tag: 'Review' },
  messages: { load: () => counted(countUnreadContactMessages(), 'belum dibaca'), tag: 'ContactMessage' },
  settings: {
    load: async () => {
      const { updatedAt } = await getSiteSettings();
      return { value: formatShortDate(updatedAt) || '–', unit: 'terakhir diperbarui' };
    },
    tag: 'SiteSettings',
  },
};

const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardFigure: build.query<DashboardFigure, DashboardFigureName>({
      queryFn: fromService((name: DashboardFigureName) => FIGURES[name].load()),
      providesTags: (_result, _error, name) => [FIGURES[name].tag],
    }),
  }),
});

export const { useDashboardFigureQuery } = dashboardApi;
