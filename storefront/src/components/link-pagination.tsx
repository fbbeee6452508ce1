import { Link as RouterLink } from '@koperasi/shared-ui';
import { Pagination, PaginationItem } from '@mui/material';

export interface LinkPaginationProps {
  /** the current page, 1-based (beyond the last page marks the last one) */
  page: number;
  pageCount: number;
  /** the URL of a page (its path and search) */
  href: (page: number) => string;
  /** a narrow screen shows no sibling pages beside the current one */
  narrow: boolean;
}

/**
 * The page numbers under a list whose pages have their own URLs (the catalogue, the articles): each one a
 * link, so a page can be shared, opened in a new tab and come back with Back. Its names ("Ke halaman 2",
 * "Halaman berikutnya"…) are the theme's. Nothing when everything fits on one page.
 */
export function LinkPagination({ page, pageCount, href, narrow }: LinkPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={Math.min(page, pageCount)}
      count={pageCount}
      siblingCount={narrow ? 0 : 1}
      color="primary"
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      renderItem={(item) => <PaginationItem component={RouterLink} to={href(item.page ?? 1)} {...item} />}
    />
  );
}
