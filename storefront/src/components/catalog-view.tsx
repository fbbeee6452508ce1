import type { ReactNode } from 'react';
import {
  Link as RouterLink,
  EmptyState,
  Box,
  Button,
  Stack,
  Typography,
  MuiLink as Link,
  RetryAlert,
} from '@koperasi/shared-ui';
import { Chip, ListSubheader, MenuItem, TextField } from '@mui/material';
import SearchOff from '@mui/icons-material/SearchOff';
import type { CatalogPage, CatalogParams, CatalogSort, SidebarDivision } from '@koperasi/shared-services';
import { catalogSearch, SORT_LABELS } from '../features/catalog/catalog-params';
import { LinkPagination } from './link-pagination';
import { paths } from '@koperasi/shared-services';

/** A category as the catalogue names it: its name and its division. */
export interface CatalogCategory {
  id: number;
  name: string;
  division: string;
}

/**
 * The chosen category (?category): from the sidebar's list of categories, or, until that has loaded, from the
 * products shown (each names its category and division), so that the heading reads the same from the start.
 */
export function catalogCategory(
  params: CatalogParams,
  divisions: SidebarDivision[],
  page: CatalogPage | undefined,
): CatalogCategory | undefined {
  if (params.categoryId === undefined) return undefined;
  for (const division of divisions)
    for (const category of division.categories)
      if (category.id === params.categoryId) return { ...category, division: division.name };
  const product = page?.items.find((item) => item.categoryId === params.categoryId && item.category);
  return product ? { id: params.categoryId, name: product.category, division: product.division } : undefined;
}

/** The catalogue's heading: the search, the category, the division or all products. */
export function catalogTitle(params: CatalogParams, category: CatalogCategory | undefined): string {
  if (params.q) return `Hasil pencarian "${params.q}"`;
  if (category) return category.name;
  if (params.categoryId !== undefined) return 'Kategori';
  return params.division ?? 'Semua Produk';
}

export interface CatalogViewProps {
  params: CatalogParams;
  /** the sidebar's divisions and categories ([] until loaded) */
  divisions: SidebarDivision[];
  /** the page of products; undefined while it loads or when it failed */
  page: CatalogPage | undefined;
  failed: boolean;
  /** 'Mungkin maksud Anda': a search that finds something, when this one finds nothing exactly */
  suggestion?: string;
  /** a phone's width: fewer page numbers */
  narrow: boolean;
  /** the product cards (or their skeletons) */
  grid: ReactNode;
  /** to the catalogue with these parameters changed (on page 1) */
  onGo: (next: Partial<CatalogParams>) => void;
  onRetry: () => void;
  /**
   * Drawn by the server into the HTML (the first screen): the filters can't be used until the page's own
   * catalogue replaces it; its links work as plain links.
   */
  serverDrawn?: boolean;
}

/**
 * The catalogue: its heading and number of products, the category and order filters, the products and the
 * page numbers. The page (routes/products-page.tsx) draws it with its state; the server draws it into the
 * first screen's HTML (first-screen/first-screen.tsx) from the same read.
 */
export function CatalogView({
  params,
  divisions,
  page,
  failed,
  suggestion,
  narrow,
  grid,
  onGo,
  onRetry,
  serverDrawn = false,
}: CatalogViewProps) {
  const category = catalogCategory(params, divisions, page);
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

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 0.5, overflowWrap: 'anywhere' }}
      >
        {catalogTitle(params, category)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, minHeight: 24 }} aria-live="polite">
        {page ? `${page.total} produk` : loading ? 'Memuat produk...' : ''}
        {category && !params.q ? ` · ${category.division}` : ''}
      </Typography>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
        inert={serverDrawn}
        data-testid="catalog-filters"
      >
        <TextField
          select
          size="small"
          label="Kategori"
          value={selectValue}
          onChange={(event) => {
            const value = event.target.value;
            if (value === 'all') onGo({ categoryId: undefined, division: undefined });
            else if (value.startsWith('division:'))
              onGo({ categoryId: undefined, division: value.slice(9) as typeof params.division });
            else onGo({ categoryId: Number(value), division: undefined });
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
              {params.division ?? category?.name ?? 'Kategori'}
            </MenuItem>
          )}
        </TextField>
        <TextField
          select
          size="small"
          label="Urutkan"
          value={params.sort}
          onChange={(event) => onGo({ sort: event.target.value as CatalogSort })}
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
            onDelete={() => onGo({ q: '' })}
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
              to={`${paths.products()}${catalogSearch({ q: suggestion })}`}
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
        <RetryAlert onRetry={onRetry}>Gagal memuat data produk</RetryAlert>
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
              to={
                page.total > 0
                  ? `${paths.products()}${catalogSearch({ ...params, page: 1 })}`
                  : paths.products()
              }
              variant="contained"
            >
              {page.total > 0 ? 'Ke halaman pertama' : 'Lihat Semua Produk'}
            </Button>
          }
        />
      ) : (
        grid
      )}

      {page && (
        <LinkPagination
          page={params.page}
          pageCount={page.pageCount}
          href={(n) => `${paths.products()}${catalogSearch({ ...params, page: n })}`}
          narrow={narrow}
        />
      )}
    </Box>
  );
}
