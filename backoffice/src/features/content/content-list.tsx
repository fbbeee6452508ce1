import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, EmptyState, formatDate } from '@koperasi/shared-ui';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  Chip,
  IconButton,
  InputAdornment,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { deleteArticle, getArticles, MESSAGES, notify, type Article } from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingText } from '../../components/loading-text';
import { ARTICLE_TYPE_LABELS, articleStatusLabel } from './article-values';

export interface ContentListProps {
  createPath: string;
  editPath: (id: number) => string;
}

/** Case-insensitive substring of the title (spec: 'Cari konten...'). */
export function filterByTitle(articles: Article[], query: string): Article[] {
  const needle = query.trim().toLocaleLowerCase('id');
  return needle
    ? articles.filter((article) => article.title.toLocaleLowerCase('id').includes(needle))
    : articles;
}

/** Columns a phone leaves out (type and date move under the title). */
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

const TYPE_COLORS = { news: 'info', promo: 'secondary', event: 'primary' } as const;

/** 'Kelola Konten': search, the table of articles from the database, add, edit and delete. */
export function ContentList({ createPath, editPath }: ContentListProps) {
  const [articles, setArticles] = useState<Article[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<Article | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    let active = true;
    getArticles()
      .then((list) => active && setArticles(list))
      .catch((error: unknown) => {
        if (!active) return;
        console.error(error);
        setFailed(true);
        notify.error(MESSAGES.articleLoadFailed);
      });
    return () => {
      active = false;
    };
  }, []);

  const shown = useMemo(() => filterByTitle(articles ?? [], query), [articles, query]);

  const remove = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await deleteArticle(pending.id);
      setArticles((list) => list?.filter((article) => article.id !== pending.id) ?? null);
      notify.success(MESSAGES.articleDeleted);
    } catch (error) {
      console.error(error);
      notify.error(MESSAGES.articleDeleteFailed);
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  return (
    <AdminPage
      title="Kelola Konten"
      actions={
        <Button component={RouterLink} to={createPath} variant="contained" startIcon={<AddRounded />}>
          Tambah Konten
        </Button>
      }
    >
      <Card>
        <Box sx={{ p: 2 }}>
          <TextField
            label="Cari konten"
            placeholder="Cari konten..."
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
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
            {MESSAGES.articleLoadFailed}
          </Alert>
        ) : articles === null ? (
          <Box sx={{ px: 2 }}>
            <LoadingText />
          </Box>
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<ArticleOutlined />}
            title={articles.length ? 'Konten tidak ditemukan' : 'Belum ada konten'}
            text={
              articles.length
                ? `Tidak ada konten dengan judul "${query.trim()}".`
                : 'Tulis berita, promo atau event pertama.'
            }
          />
        ) : (
          <TableContainer>
            <Table
              aria-label="Daftar konten"
              sx={{ minWidth: { sm: 720 }, '& td, & th': { px: { xs: 1, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>Judul</TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>Tipe</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>Tanggal</TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>Penulis</TableCell>
                  <TableCell align="right">Aksi</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((article) => {
                  const status = articleStatusLabel(article);
                  return (
                    <TableRow key={article.id} hover>
                      <TableCell>
                        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                          <Avatar
                            variant="rounded"
                            src={article.image ?? undefined}
                            alt=""
                            sx={{
                              width: 48,
                              height: 48,
                              bgcolor: 'grey.100',
                              display: { xs: 'none', sm: 'flex' },
                            }}
                          >
                            <ArticleOutlined color="disabled" />
                          </Avatar>
                          <div>
                            <Typography sx={{ fontWeight: 600 }}>{article.title}</Typography>
                            <Typography
                              variant="caption"
                              color="text.secondary"
                              sx={{ display: { sm: 'none' } }}
                            >
                              {ARTICLE_TYPE_LABELS[article.type]} · {formatDate(article.publishDate)}
                            </Typography>
                          </div>
                        </Stack>
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={TYPE_COLORS[article.type]}
                          label={ARTICLE_TYPE_LABELS[article.type]}
                        />
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={status === 'Terbit' ? 'success' : 'warning'}
                          label={status}
                        />
                      </TableCell>
                      <TableCell sx={{ ...HIDE_ON_PHONE, whiteSpace: 'nowrap' }}>
                        {formatDate(article.publishDate)}
                      </TableCell>
                      <TableCell sx={HIDE_ON_PHONE}>{article.author}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title="Edit">
                          <IconButton
                            component={RouterLink}
                            to={editPath(article.id)}
                            aria-label={`Edit ${article.title}`}
                          >
                            <EditOutlined />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Hapus">
                          <IconButton
                            color="error"
                            onClick={() => setPending(article)}
                            aria-label={`Hapus ${article.title}`}
                          >
                            <DeleteOutlineRounded />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
      <ConfirmDialog
        open={pending !== null}
        message={MESSAGES.confirmDeleteArticle}
        onConfirm={() => void remove()}
        onCancel={() => setPending(null)}
        busy={deleting}
      />
    </AdminPage>
  );
}
