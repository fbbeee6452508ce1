import { useMemo, useState } from 'react';
import {
  Link as RouterLink,
  EmptyState,
  formatDate,
  Button,
  Card,
  Stack,
  Typography,
  LoadState,
} from '@koperasi/shared-ui';
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { MESSAGES, type Article } from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import {
  filterByText,
  HIDE_ON_PHONE,
  ListThumbnail,
  RowActions,
  SearchField,
} from '../../components/list-parts';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { useFailureToast } from '../../components/use-failure-toast';
import { useArticlesQuery, useDeleteArticleMutation } from './article-api';
import { ARTICLE_TYPE_LABELS, articleStatusLabel } from './article-values';
import { TableScroll } from '../../components/table-scroll';

export interface ContentListProps {
  createPath: string;
  editPath: (id: number) => string;
}

/** outlined: the colour is the text's, so each reaches 4.5:1 on white (amber 'secondary' would be 2.1:1) */
const TYPE_COLORS = { news: 'info', promo: 'warning', event: 'primary' } as const;

/** 'Kelola Konten': search, the table of articles from the database, add, edit and delete. */
export function ContentList({ createPath, editPath }: ContentListProps) {
  const { data: articles, isError: failed, refetch } = useArticlesQuery();
  useFailureToast(failed, MESSAGES.articleLoadFailed);
  const [deleteArticle] = useDeleteArticleMutation();
  const [query, setQuery] = useState('');
  const remove = useConfirmDelete<Article>({
    remove: (article) => deleteArticle(article.id).unwrap(),
    question: MESSAGES.confirmDeleteArticle,
    deleted: MESSAGES.articleDeleted,
    deleteFailed: MESSAGES.articleDeleteFailed,
  });

  // the 'Cari konten...' search: case-insensitive substring of the title
  const shown = useMemo(
    () => filterByText(articles ?? [], query, (article) => article.title),
    [articles, query],
  );

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
        <SearchField label="Cari konten" placeholder="Cari konten..." value={query} onChange={setQuery} />
        <LoadState
          inset
          onRetry={() => void refetch()}
          failed={failed}
          failMessage={MESSAGES.articleLoadFailed}
          loading={!articles}
        >
          {shown.length === 0 ? (
            <EmptyState
              icon={<ArticleOutlined />}
              title={articles?.length ? 'Konten tidak ditemukan' : 'Belum ada konten'}
              text={
                articles?.length
                  ? `Tidak ada konten dengan judul "${query.trim()}".`
                  : 'Tulis berita, promo atau event pertama.'
              }
            />
          ) : (
            <TableScroll label="Daftar konten">
              <Table
                aria-label="Daftar konten"
                sx={{ minWidth: { sm: 720 }, '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
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
                            <ListThumbnail src={article.image} icon={<ArticleOutlined color="disabled" />} />
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
                        <TableCell sx={HIDE_ON_PHONE}>
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
                          <RowActions
                            name={article.title}
                            editTo={editPath(article.id)}
                            onDelete={() => remove.ask(article)}
                          />
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableScroll>
          )}
        </LoadState>
      </Card>
      {remove.dialog}
    </AdminPage>
  );
}
