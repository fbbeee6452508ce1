import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, EmptyState, formatRupiah } from '@koperasi/shared-ui';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  IconButton,
  InputAdornment,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { deleteProduct, MESSAGES, notify, type Product } from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingText } from '../../components/loading-text';

export interface ProductListProps {
  title: string;
  /** loads the products the list shows (all, or one seller's) */
  load: () => Promise<Product[]>;
  createPath: string;
  editPath: (id: number) => string;
  /** the admin list names each product's seller */
  showSeller?: boolean;
}

/** Columns a phone leaves out (their content moves under the product's name). */
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Case-insensitive substring of the name (spec: the product list's search). */
export function filterByName<T extends { name: string }>(items: T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase('id');
  return needle ? items.filter((item) => item.name.toLocaleLowerCase('id').includes(needle)) : items;
}

/** 'Kelola Produk' and 'Produk Saya': search, the table, add, edit and delete. */
export function ProductList({ title, load, createPath, editPath, showSeller = false }: ProductListProps) {
  const [products, setProducts] = useState<Product[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(10);
  const [pending, setPending] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    let active = true;
    load()
      .then((list) => active && setProducts(list))
      .catch((error: unknown) => {
        if (!active) return;
        console.error(error);
        setFailed(true);
        notify.error(MESSAGES.productLoadFailed);
      });
    return () => {
      active = false;
    };
  }, [load]);

  const shown = useMemo(() => filterByName(products ?? [], query), [products, query]);
  const pageRows = shown.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  const remove = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await deleteProduct(pending.id);
      setProducts((list) => list?.filter((product) => product.id !== pending.id) ?? null);
      notify.success(MESSAGES.productDeleted);
    } catch (error) {
      console.error(error);
      notify.error(MESSAGES.productDeleteFailed);
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  return (
    <AdminPage
      title={title}
      actions={
        <Button component={RouterLink} to={createPath} variant="contained" startIcon={<AddRounded />}>
          Tambah Produk
        </Button>
      }
    >
      <Card>
        <Box sx={{ p: 2 }}>
          <TextField
            label="Cari produk"
            placeholder="Cari nama produk..."
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(0);
            }}
            size="small"
            sx={{ width: { xs: '100%', sm: 360 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {failed ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {MESSAGES.productLoadFailed}
          </Alert>
        ) : products === null ? (
          <Box sx={{ px: 2 }}>
            <LoadingText />
          </Box>
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<Inventory2Outlined />}
            title={products.length ? 'Produk tidak ditemukan' : 'Belum ada produk'}
            text={
              products.length
                ? `Tidak ada produk dengan nama "${query.trim()}".`
                : 'Tambahkan produk pertama Anda.'
            }
          />
        ) : (
          <>
            <TableContainer>
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
                          <Avatar
                            variant="rounded"
                            src={product.images[0]}
                            alt=""
                            sx={{
                              width: 48,
                              height: 48,
                              bgcolor: 'grey.100',
                              display: { xs: 'none', sm: 'flex' },
                            }}
                          >
                            <Inventory2Outlined color="disabled" />
                          </Avatar>
                          <Box sx={{ minWidth: 0 }}>
                            <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
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
                        <Tooltip title="Edit">
                          <IconButton
                            component={RouterLink}
                            to={editPath(product.id)}
                            aria-label={`Edit ${product.name}`}
                          >
                            <EditOutlined />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Hapus">
                          <IconButton
                            color="error"
                            onClick={() => setPending(product)}
                            aria-label={`Hapus ${product.name}`}
                          >
                            <DeleteOutlineRounded />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
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
      </Card>
      <ConfirmDialog
        open={pending !== null}
        message={MESSAGES.confirmDeleteProduct}
        onConfirm={() => void remove()}
        onCancel={() => setPending(null)}
        busy={deleting}
      />
    </AdminPage>
  );
}
