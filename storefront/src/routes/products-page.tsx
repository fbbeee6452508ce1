import { useMemo } from 'react';
import { useNavigate, useSearchParams, usePageTitle } from '@koperasi/shared-ui';
import { useMediaQuery, useTheme } from '@mui/material';
import {
  readCatalogParams,
  toCatalogQuery,
  useCatalogProductsQuery,
  useSidebarDivisionsQuery,
  type SidebarDivision,
  paths,
} from '@koperasi/shared-services';
import { CatalogView, catalogCategory, catalogTitle } from '../components/catalog-view';
import { ProductGrid } from '../components/product-grid';
import { useSearchSuggestionsQuery } from '../features/catalog/catalog-api';
import { catalogSearch } from '../features/catalog/catalog-params';

const NO_DIVISIONS: SidebarDivision[] = [];

/** The catalogue: /products with ?category, ?division, ?q (the header's search), ?sort and ?page. */
export default function ProductsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const params = useMemo(() => readCatalogParams(searchParams), [searchParams]);
  const divisions: SidebarDivision[] = useSidebarDivisionsQuery().data ?? NO_DIVISIONS;
  // another filter or page shows as loading until its answer arrives
  const { currentData: page, isError: failed, refetch } = useCatalogProductsQuery(toCatalogQuery(params));
  // when nothing matches the search exactly: searches that do ('Mungkin maksud Anda')
  const { currentData: suggestions } = useSearchSuggestionsQuery(params.q, { skip: !params.q });

  usePageTitle(catalogTitle(params, catalogCategory(params, divisions, page)));
  const loading = !page && !failed;

  return (
    <CatalogView
      params={params}
      divisions={divisions}
      page={page}
      failed={failed}
      suggestion={params.q ? suggestions?.[0] : undefined}
      narrow={narrow}
      grid={<ProductGrid products={page?.items ?? []} loading={loading} skeletons={8} />}
      onGo={(next) => void navigate(`${paths.products()}${catalogSearch({ ...params, page: 1, ...next })}`)}
      onRetry={() => void refetch()}
    />
  );
}
