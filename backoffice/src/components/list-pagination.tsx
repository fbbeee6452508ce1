import { useCallback, useState } from 'react';
import { TablePagination } from '@mui/material';
import { Card } from '@koperasi/shared-ui';

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

/** The page state of a server-paged list: a new page size starts again at the first page. */
export interface Paging {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

export function usePaging(initialPageSize = PAGE_SIZES[0]!): Paging {
  const [page, setPage] = useState(0);
  const [pageSize, setSize] = useState(initialPageSize);
  const setPageSize = useCallback((size: number) => {
    setSize(size);
    setPage(0);
  }, []);
  return { page, pageSize, setPage, setPageSize };
}

/** The ListPagination props that follow a usePaging state: `<ListPagination count={n} {...pagerProps(paging)} />`. */
export function pagerProps(paging: Paging): Omit<ListPaginationProps, 'count'> {
  return {
    page: paging.page,
    pageSize: paging.pageSize,
    onPageChange: paging.setPage,
    onPageSizeChange: paging.setPageSize,
  };
}

/** The pager under a list of cards, in a card of its own; nothing when everything fits on one page. */
export function CardPagination({ count, paging }: { count: number; paging: Paging }) {
  if (count <= paging.pageSize) return null;
  return (
    <Card>
      <ListPagination count={count} {...pagerProps(paging)} />
    </Card>
  );
}
