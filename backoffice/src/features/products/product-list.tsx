import { useMemo, useState } from 'react';
import {
  Link as RouterLink,
  EmptyState,
  formatRupiah,
  Box,
  Button,
  Card,
  Stack,
  Typography,
  LoadState,
} from '@koperasi/shared-ui';
import { Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { MESSAGES, type ProductDetail } from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { SellerStatusBanner } from '../../components/seller-status-banner';
import {
  filterByText,
  HIDE_ON_PHONE,
  ListThumbnail,
  RowActions,
  SearchField,
} from '../../components/list-parts';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { useFailureToast } from '../../components/use-failure-toast';
import { useBackofficeProductsQuery, useDeleteProductMutation } from './product-api';
import { TableScroll } from '../../components/table-scroll';

export interface ProductListProps {
  title: string;
  /** whose products the list shows: one seller's, or every product when left out */
  sellerId?: string;
  createPath: string;
  editPath: (id: number) => string;
  /** the admin list names each product's seller */
  showSeller?: boolean;
}

/** The product list's search: case-insensitive substring of the name. */
export function filterByName<T extends { name: string }>(items: T[], query: string): T[] {
  return filterByText(items, query, (item) => item.name);
}

/** 'Kelola Produk' and 'Produk Saya': search, the table, add, edit and delete. */
export function ProductList({ title, sellerId, createPath, editPath, showSeller = false }: ProductListProps) {
  const { data: products, isError: failed, refetch } = useBackofficeProductsQuery({ sellerId });
  useFailureToast(failed, MESSAGES.productLoadFailed);
  const [deleteProduct] = useDeleteProductMutation();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(10);
  const remove = useConfirmDelete<ProductDetail>({
    remove: (product) => deleteProduct(product.id).unwrap(),
    question: MESSAGES.confirmDeleteProduct,
    deleted: MESSAGES.productDeleted,
    deleteFailed: MESSAGES.productDeleteFailed,
  });

  const shown = useMemo(() => filterByName(products ?? [], query), [products, query]);
  const pageRows = shown.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <AdminPage
      title={title}
      actions={
        <Button component={RouterLink} to={createPath} variant="contained" startIcon={<AddRounded />}>
          Tambah Produk
        </Button>
      }
    >
      {sellerId !== undefined && <SellerStatusBanner />}
      <Card>
        <SearchField
          label="Cari produk"
          placeholder="Cari nama produk..."
          value={query}
          onChange={(value) => {
            setQuery(value);
            setPage(0);
          }}
        />
        <LoadState
          inset
          onRetry={() => void refetch()}
          failed={failed}
          failMessage={MESSAGES.productLoadFailed}
          loading={!products}
        >
          {shown.length === 0 ? (
            <EmptyState
              icon={<Inventory2Outlined />}
              title={products?.length ? 'Produk tidak ditemukan' : 'Belum ada produk'}
              text={
                products?.length
                  ? `Tidak ada produk dengan nama "${query.trim()}".`
                  : 'Tambahkan produk pertama Anda.'
              }
            />
          ) : (
            <>
              <TableScroll label="Daftar produk">
                <Table
                  aria-label={`Daftar produk: ${title}`}
                  sx={{ minWidth: { sm: 640 }, '& td, & th': { px: { xs: 1, sm: 2 } } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell>Produk</TableCell>
                      <TableCell sx={HIDE_ON_PHONE}>Kategori</TableCell>
                      <TableCell align="right">Harga</TableCell>
                      <TableCell align="right" sx={HIDE_ON_PHONE}>
                        Stok
                      </TableCell>
                      <TableCell align="right">Aksi</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {pageRows.map((product) => (
                      <TableRow key={product.id} hover>
                        <TableCell>
                          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                            <ListThumbnail
                              src={product.images[0]}
                              icon={<Inventory2Outlined color="disabled" />}
                            />
                            <Box sx={{ minWidth: 0 }}>
                              {/* a long word wraps rather than push the row's buttons off a phone's screen */}
                              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                                {product.name}
                              </Typography>
                              {showSeller && (
                                <Typography variant="body2" color="text.secondary">
                                  {product.seller.name || 'Penjual'}
                                </Typography>
                              )}
                              <Typography
                                variant="caption"
                                color="text.secondary"
                                sx={{ display: { sm: 'none' } }}
                              >
                                {product.category}
                              </Typography>
                            </Box>
                          </Stack>
                        </TableCell>
                        <TableCell sx={HIDE_ON_PHONE}>
                          <Typography variant="body2">{product.category}</Typography>
                          <Typography variant="caption" color="text.secondary">
                            {product.division}
                          </Typography>
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatRupiah(product.price)}
                          <Typography
                            variant="caption"
                            color={product.stock === 0 ? 'error' : 'text.secondary'}
                            sx={{ display: { xs: 'block', sm: 'none' } }}
                          >
                            Stok {product.stock}
                          </Typography>
                        </TableCell>
                        <TableCell
                          align="right"
                          sx={{ ...HIDE_ON_PHONE, color: product.stock === 0 ? 'error.main' : undefined }}
                        >
                          {product.stock}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <RowActions
                            name={product.name}
                            editTo={editPath(product.id)}
                            onDelete={() => remove.ask(product)}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
              <TablePagination
                component="div"
                count={shown.length}
                page={page}
                onPageChange={(_, next) => setPage(next)}
                rowsPerPage={rowsPerPage}
                onRowsPerPageChange={(event) => {
                  setRowsPerPage(Number(event.target.value));
                  setPage(0);
                }}
                rowsPerPageOptions={[10, 25, 50]}
                labelRowsPerPage="Baris per halaman"
                labelDisplayedRows={({ from, to, count }) => `${from}–${to} dari ${count}`}
              />
            </>
          )}
        </LoadState>
      </Card>
      {remove.dialog}
    </AdminPage>
  );
}
