import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Stack,
  Typography,
  formatDate,
  formatIdr,
  LoadingText,
} from '@koperasi/shared-ui';
import {
  Chip,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { roleLabel, type MemberListItem } from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { HIDE_ON_PHONE, SearchField } from '../../components/list-parts';
import { ListPagination, pagerProps, usePaging } from '../../components/list-pagination';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useFailureToast } from '../../components/use-failure-toast';
import { CapitalDialog } from './capital-dialog';
import { useMembersQuery } from './economics-admin-api';
import { todayIso } from './economics-dates';
import { MemberDialog } from './member-dialog';
import { TableScroll } from '../../components/table-scroll';

const LOAD_FAILED = 'Gagal memuat data anggota';

function statusOf(person: MemberListItem) {
  const membership = person.membership;
  if (!membership) return { label: 'Bukan anggota', color: 'default' as const };
  if (membership.leftAt && membership.leftAt <= todayIso())
    return { label: `Keluar ${formatDate(membership.leftAt)}`, color: 'warning' as const };
  return { label: 'Anggota aktif', color: 'success' as const };
}

/**
 * 'Keanggotaan': every profile with its membership (member number, joined, left) and simpanan; an admin makes
 * someone a member, changes it, and records simpanan pokok and wajib (the base of SHU's jasa modal).
 */
export function Members({ title }: { title: string }) {
  const [search, setSearch] = useState('');
  const [membersOnly, setMembersOnly] = useState(false);
  const query = useDebouncedValue(search.trim());
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const { currentData: result, isError } = useMembersQuery(
    { search: query, membersOnly, page: page + 1, pageSize },
    { refetchOnMountOrArgChange: true },
  );
  useFailureToast(isError, LOAD_FAILED);
  const [editing, setEditing] = useState<MemberListItem | null>(null);
  const [saving, setSaving] = useState<MemberListItem | null>(null);

  return (
    <AdminPage title={title}>
      <Card>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, pr: 2 }}>
          <SearchField
            label="Cari nama"
            placeholder="Nama pengguna"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(0);
            }}
          />
          <FormControlLabel
            sx={{ px: 2 }}
            control={
              <Switch
                checked={membersOnly}
                onChange={(event) => {
                  setMembersOnly(event.target.checked);
                  setPage(0);
                }}
              />
            }
            label="Hanya anggota"
          />
        </Stack>
        {isError ? (
          <Alert severity="error">{LOAD_FAILED}</Alert>
        ) : !result ? (
          <LoadingText />
        ) : result.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {query ? `Tidak ada pengguna bernama "${query}"` : 'Belum ada anggota.'}
          </Typography>
        ) : (
          <>
            <TableScroll label="Daftar pengguna dan keanggotaan">
              <Table size="small" aria-label="Daftar pengguna dan keanggotaan">
                <TableHead>
                  <TableRow>
                    <TableCell>Nama</TableCell>
                    <TableCell sx={HIDE_ON_PHONE}>No. Anggota</TableCell>
                    <TableCell sx={HIDE_ON_PHONE}>Bergabung</TableCell>
                    <TableCell sx={HIDE_ON_PHONE}>Status</TableCell>
                    <TableCell align="right" sx={HIDE_ON_PHONE}>
                      Simpanan
                    </TableCell>
                    <TableCell align="right">Tindakan</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.items.map((person) => {
                    const status = statusOf(person);
                    return (
                      <TableRow key={person.profileId} data-testid="member-row">
                        <TableCell>
                          <Typography sx={{ fontWeight: 600 }}>{person.fullName || 'Tanpa nama'}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {roleLabel(person.role)}
                            {person.membership && (
                              <Box component="span" sx={{ display: { sm: 'none' } }}>
                                {` · ${person.membership.memberNumber}`}
                              </Box>
                            )}
                          </Typography>
                        </TableCell>
                        <TableCell sx={HIDE_ON_PHONE}>{person.membership?.memberNumber ?? '–'}</TableCell>
                        <TableCell sx={HIDE_ON_PHONE}>
                          {person.membership ? formatDate(person.membership.joinedAt) : '–'}
                        </TableCell>
                        <TableCell sx={HIDE_ON_PHONE}>
                          <Chip size="small" variant="outlined" label={status.label} color={status.color} />
                        </TableCell>
                        <TableCell align="right" sx={HIDE_ON_PHONE}>
                          {person.membership ? formatIdr(person.capital.pokok + person.capital.wajib) : '–'}
                        </TableCell>
                        <TableCell align="right">
                          <Stack
                            direction={{ xs: 'column', md: 'row' }}
                            spacing={1}
                            sx={{ justifyContent: 'flex-end' }}
                          >
                            <Button
                              size="small"
                              variant="outlined"
                              onClick={() => setEditing(person)}
                              aria-label={`${person.membership ? 'Ubah keanggotaan' : 'Jadikan anggota'} ${person.fullName}`}
                            >
                              {person.membership ? 'Ubah' : 'Jadikan Anggota'}
                            </Button>
                            {person.membership && (
                              <Button
                                size="small"
                                variant="outlined"
                                onClick={() => setSaving(person)}
                                aria-label={`Catat simpanan ${person.fullName}`}
                              >
                                Simpanan
                              </Button>
                            )}
                          </Stack>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableScroll>
            <ListPagination count={result.total} {...pagerProps(paging)} />
          </>
        )}
      </Card>
      <MemberDialog person={editing} onClose={() => setEditing(null)} />
      <CapitalDialog member={saving} onClose={() => setSaving(null)} />
    </AdminPage>
  );
}
