import { useMemo } from 'react';
import {
  Link as RouterLink,
  useNavigate,
  useSearchParams,
  EmptyState,
  Alert,
  Box,
  Button,
  Stack,
  Typography,
  usePageTitle,
  MuiLink as Link,
} from '@koperasi/shared-ui';
import {
  Chip,
  ListSubheader,
  MenuItem,
  Pagination,
  PaginationItem,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import SearchOff from '@mui/icons-material/SearchOff';
import {
  readCatalogParams,
  toCatalogQuery,
  useCatalogProductsQuery,
  useSidebarDivisionsQuery,
  type CatalogSort,
  type SidebarDivision,
} from '@koperasi/shared-services';
import { ProductGrid } from '../components/product-grid';
import { useSearchSuggestionsQuery } from '../features/catalog/catalog-api';
import { catalogSearch, SORT_LABELS } from '../features/catalog/catalog-params';

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
  const suggestion = params.q ? suggestions?.[0] : undefined;

  const category = divisions
    .flatMap((d) => d.categories.map((c) => ({ ...c, division: d.name })))
    .find((c) => c.id === params.categoryId);
  const title = params.q
    ? `Hasil pencarian "${params.q}"`
    : category
      ? category.name
      : params.categoryId !== undefined
        ? 'Kategori'
        : (params.division ?? 'Semua Produk');
  usePageTitle(title);
  const loading = !page && !failed;
  const selectValue =
    params.categoryId !== undefined
      ? String(params.categoryId)
      : params.division
        ? `division:${params.division}`
        : 'all';
  const knownValues = new Set(
    divisions.flatMap((d) => [`division:${d.name}`, ...d.categories.map((c) => String(c.id))]),
  );
  const go = (next: Partial<typeof params>) =>
    void navigate(`/products${catalogSearch({ ...params, page: 1, ...next })}`);

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 0.5, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, minHeight: 24 }} aria-live="polite">
        {page ? `${page.total} produk` : loading ? 'Memuat produk...' : ''}
        {category && !params.q ? ` · ${category.division}` : ''}
      </Typography>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          size="small"
          label="Kategori"
          value={selectValue}
          onChange={(event) => {
            const value = event.target.value;
            if (value === 'all') go({ categoryId: undefined, division: undefined });
            else if (value.startsWith('division:'))
              go({ categoryId: undefined, division: value.slice(9) as typeof params.division });
            else go({ categoryId: Number(value), division: undefined });
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="all">Semua kategori</MenuItem>
          {divisions.flatMap((division) => [
            <ListSubheader key={`h-${division.name}`}>{division.name}</ListSubheader>,
            <MenuItem key={`d-${division.name}`} value={`division:${division.name}`}>
              Semua {division.name}
            </MenuItem>,
            ...division.categories.map((c) => (
              <MenuItem key={c.id} value={String(c.id)} sx={{ pl: 4 }}>
                {c.name} ({c.count})
              </MenuItem>
            )),
          ])}
          {/* the chosen value, until the categories have loaded (or when it names no category) */}
          {selectValue !== 'all' && !knownValues.has(selectValue) && (
            <MenuItem value={selectValue} sx={{ display: 'none' }}>
              {params.division ?? 'Kategori'}
            </MenuItem>
          )}
        </TextField>
        <TextField
          select
          size="small"
          label="Urutkan"
          value={params.sort}
          onChange={(event) => go({ sort: event.target.value as CatalogSort })}
          sx={{ minWidth: 200 }}
        >
          {(Object.keys(SORT_LABELS) as CatalogSort[])
            .filter((sort) => params.q || sort !== 'relevance')
            .map((sort) => (
              <MenuItem key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </MenuItem>
            ))}
        </TextField>
        {params.q && (
          <Chip
            label={`Pencarian: ${params.q}`}
            onDelete={() => go({ q: '' })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, maxWidth: '100%' }}
          />
        )}
      </Stack>

      {suggestion && (
        <Box data-testid="search-suggestion" sx={{ mb: 2 }}>
          <Typography sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            Mungkin maksud Anda:{' '}
            <Link
              component={RouterLink}
              to={`/products${catalogSearch({ q: suggestion })}`}
              sx={{ fontWeight: 700, fontStyle: 'italic' }}
            >
              {suggestion}
            </Link>
          </Typography>
          {page && page.items.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Tidak ada produk yang persis cocok dengan "{params.q}". Berikut produk dengan nama yang mirip.
            </Typography>
          )}
        </Box>
      )}

      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Coba lagi
            </Button>
          }
        >
          Gagal memuat data produk
        </Alert>
      ) : page && page.items.length === 0 ? (
        <EmptyState
          icon={<SearchOff />}
          title="Produk tidak ditemukan"
          text={
            page.total > 0
              ? 'Halaman ini kosong. Kembali ke halaman pertama untuk melihat produknya.'
              : params.q
                ? `Tidak ada produk yang cocok dengan "${params.q}". Coba kata kunci lain.`
                : 'Belum ada produk untuk pilihan ini.'
          }
          action={
            <Button
              component={RouterLink}
              to={page.total > 0 ? `/products${catalogSearch({ ...params, page: 1 })}` : '/products'}
              variant="contained"
            >
              {page.total > 0 ? 'Ke halaman pertama' : 'Lihat Semua Produk'}
            </Button>
          }
        />
      ) : (
        <ProductGrid products={page?.items ?? []} loading={loading} skeletons={8} />
      )}

      {page && page.pageCount > 1 && (
        <Pagination
          aria-label="Navigasi halaman"
          page={Math.min(params.page, page.pageCount)}
          count={page.pageCount}
          siblingCount={narrow ? 0 : 1}
          color="primary"
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, number, selected) =>
            type === 'page'
              ? `${selected ? 'Halaman ' : 'Ke halaman '}${number}`
              : type === 'next'
                ? 'Halaman berikutnya'
                : type === 'previous'
                  ? 'Halaman sebelumnya'
                  : type === 'first'
                    ? 'Halaman pertama'
                    : 'Halaman terakhir'
          }
          renderItem={(item) => (
            <PaginationItem
              component={RouterLink}
              to={`/products${catalogSearch({ ...params, page: item.page ?? 1 })}`}
              {...item}
            />
          )}
        />
      )}
    </Box>
  );
}
