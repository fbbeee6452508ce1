import {
  api,
  countArticles,
  countCategories,
  countProducts,
  fromService,
  getSiteSettings,
  type ApiTag,
} from '@koperasi/shared-services';

/** The live figure of a dashboard tile: a value and what it counts, e.g. { value: '30', unit: 'produk' }. */
export interface DashboardFigure {
  value: string;
  unit: string;
}

/** What a tile can show: the count of a resource, or when the site settings were last saved. */
export type DashboardFigureName = 'products' | 'articles' | 'categories' | 'settings';

const shortDate = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });
const counted = async (count: Promise<number>, unit: string): Promise<DashboardFigure> => ({
  value: (await count).toLocaleString('id-ID'),
  unit,
});

const FIGURES: Record<DashboardFigureName, { load: () => Promise<DashboardFigure>; tag: ApiTag }> = {
  products: { load: () => counted(countProducts(), 'produk'), tag: 'Product' },
  articles: { load: () => counted(countArticles(), 'artikel'), tag: 'Article' },
  categories: { load: () => counted(countCategories(), 'kategori'), tag: 'Category' },
  settings: {
    load: async () => {
      const { updatedAt } = await getSiteSettings();
      return { value: updatedAt ? shortDate.format(new Date(updatedAt)) : '–', unit: 'terakhir diperbarui' };
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
