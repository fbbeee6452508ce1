import { TablePagination } from '@mui/material';

export const PAGE_SIZES = [10, 25, 50];
const PAGE_LABELS = {
  first: 'Halaman pertama',
  last: 'Halaman terakhir',
  next: 'Halaman berikutnya',
  previous: 'Halaman sebelumnya',
} as const;

export interface ListPaginationProps {
  /** rows over every page */
  count: number;
  /** 0-based */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** a new page size starts again at the first page */
  onPageSizeChange: (pageSize: number) => void;
}

/** The pager under a server-paged list, in Indonesian. */
export function ListPagination({
  count,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: ListPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_, next) => onPageChange(next)}
      rowsPerPage={pageSize}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      rowsPerPageOptions={PAGE_SIZES}
      labelRowsPerPage="Baris per halaman"
      labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} dari ${total}`}
      getItemAriaLabel={(type) => PAGE_LABELS[type]}
    />
  );
}
