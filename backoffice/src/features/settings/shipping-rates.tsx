import { useId, useState } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import { formatIdr, Button, Card, Stack, Typography, LoadState } from '@koperasi/shared-ui';
import { notify, type ShippingRate } from '@koperasi/shared-services';
import { INDONESIAN_PROVINCES } from '@koperasi/shared-services/validation';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { filterByText, RowActions, SearchField } from '../../components/list-parts';
import { useFailureToast } from '../../components/use-failure-toast';
import {
  useDeleteShippingRateMutation,
  useSaveShippingRateMutation,
  useShippingRatesQuery,
} from './settings-api';
import { ShippingRateDialog } from './shipping-rate-dialog';
import { TableScroll } from '../../components/table-scroll';

export const SHIPPING_RATES_MESSAGES = {
  loadFailed: 'Gagal memuat tarif ongkos kirim',
  saved: 'Tarif ongkos kirim berhasil disimpan',
  saveFailed: 'Gagal menyimpan tarif ongkos kirim',
  deleted: 'Tarif ongkos kirim berhasil dihapus',
  deleteFailed: 'Gagal menghapus tarif ongkos kirim',
} as const;

/**
 * 'Tarif Ongkos Kirim': what one seller's shipment to each province costs. A province without a tariff cannot
 * be ordered to. Each add, change and delete is saved at once (a delete asks first).
 */
export function ShippingRates() {
  const titleId = useId();
  const { data: rates, isError: failed, refetch } = useShippingRatesQuery();
  useFailureToast(failed, SHIPPING_RATES_MESSAGES.loadFailed);
  const [saveRate] = useSaveShippingRateMutation();
  const [deleteRate, { isLoading: deleting }] = useDeleteShippingRateMutation();
  const [dialog, setDialog] = useState<{ open: boolean; rate: ShippingRate | null }>({
    open: false,
    rate: null,
  });
  // the dialogs keep their rate while they close, so their text does not change as they fade out
  const [removing, setRemoving] = useState<{ open: boolean; rate: ShippingRate | null }>({
    open: false,
    rate: null,
  });

  const [query, setQuery] = useState('');
  const shown = filterByText(rates ?? [], query, (rate) => rate.province);
  const taken = new Set((rates ?? []).map((rate) => rate.province.toLocaleLowerCase('id')));
  const free = INDONESIAN_PROVINCES.filter((province) => !taken.has(province.toLocaleLowerCase('id')));
  const close = () => setDialog((current) => ({ ...current, open: false }));

  const save = async (rate: ShippingRate) => {
    try {
      await saveRate(rate).unwrap();
      notify.success(SHIPPING_RATES_MESSAGES.saved);
      close();
    } catch {
      notify.error(SHIPPING_RATES_MESSAGES.saveFailed);
    }
  };

  const remove = async () => {
    if (!removing.rate) return;
    try {
      await deleteRate(removing.rate.province).unwrap();
      notify.success(SHIPPING_RATES_MESSAGES.deleted);
    } catch {
      notify.error(SHIPPING_RATES_MESSAGES.deleteFailed);
    } finally {
      setRemoving((current) => ({ ...current, open: false }));
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ p: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.2rem' }}>
            Tarif Ongkos Kirim
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Per pengiriman penjual, menurut provinsi tujuan. Pembeli hanya dapat memesan ke provinsi yang
            memiliki tarif. Perubahan di sini langsung tersimpan.
          </Typography>
        </div>
        <Stack sx={{ flexShrink: 0, alignItems: { sm: 'flex-end' } }}>
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => setDialog({ open: true, rate: null })}
            disabled={!rates || free.length === 0}
            aria-describedby={rates && free.length === 0 ? `${titleId}-full` : undefined}
          >
            Tambah Tarif
          </Button>
          {rates && free.length === 0 && (
            <Typography id={`${titleId}-full`} variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
              Semua provinsi sudah memiliki tarif.
            </Typography>
          )}
        </Stack>
      </Stack>
      <LoadState
        inset
        onRetry={() => void refetch()}
        failed={failed}
        failMessage={SHIPPING_RATES_MESSAGES.loadFailed}
        loading={!rates}
      >
        {rates?.length === 0 ? (
          <Typography sx={{ px: 2, pb: 3 }} color="text.secondary">
            Belum ada tarif. Tambahkan tarif agar pembeli dapat memesan.
          </Typography>
        ) : (
          <>
            <SearchField
              label="Cari provinsi"
              placeholder="Nama provinsi"
              value={query}
              onChange={setQuery}
            />
            {shown.length === 0 ? (
              <Typography sx={{ px: 2, pb: 3 }} color="text.secondary">
                Tidak ada provinsi yang cocok dengan pencarian.
              </Typography>
            ) : (
              <TableScroll label="Tarif ongkos kirim">
                <Table aria-labelledby={titleId} size="small" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Provinsi</TableCell>
                      <TableCell align="right">Ongkos Kirim</TableCell>
                      <TableCell align="right">Aksi</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shown.map((rate) => (
                      <TableRow key={rate.province} hover data-testid="shipping-rate">
                        <TableCell sx={{ fontWeight: 600 }}>{rate.province}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatIdr(rate.cost)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <RowActions
                            name={`tarif ${rate.province}`}
                            onEdit={() => setDialog({ open: true, rate })}
                            onDelete={() => setRemoving({ open: true, rate })}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
            )}
          </>
        )}
      </LoadState>
      <ShippingRateDialog
        open={dialog.open}
        rate={dialog.rate}
        provinces={free}
        onSave={save}
        onCancel={close}
      />
      <ConfirmDialog
        open={removing.open}
        message={`Hapus tarif ongkos kirim ke ${removing.rate?.province ?? ''}? Pembeli tidak dapat memesan ke provinsi ini sampai tarifnya ditambahkan lagi.`}
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving((current) => ({ ...current, open: false }))}
      />
    </Card>
  );
}
