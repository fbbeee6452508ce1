import { useState } from 'react';
import {
  failureMessage,
  notify,
  selectUser,
  useAppSelector,
  useEnrollTotpMutation,
  useMfaStatusQuery,
  useUnenrollFactorMutation,
  useVerifyTotpMutation,
  type MfaFactor,
  type TotpEnrollment,
} from '@koperasi/shared-services';
import {
  formatDate,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
  LoadingText,
} from '@koperasi/shared-ui';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { MfaCodeForm } from './mfa-code-form';
import { MFA_TEXT } from './mfa-messages';

/** The secret in groups of four, as authenticator apps ask for it to be typed. */
function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** An enrolment under way: the QR code, the secret for typing in, and the first code that confirms it. */
function EnrolmentPanel({
  enrolment,
  onVerify,
  onCancel,
}: {
  enrolment: TotpEnrollment;
  onVerify: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
            Daftarkan aplikasi autentikator
          </Typography>
          <Typography>
            1. Buka aplikasi autentikator (Google Authenticator, Microsoft Authenticator, Authy, dan
            sejenisnya) lalu pindai kode QR ini.
          </Typography>
          <Box
            component="img"
            src={enrolment.qrCode}
            alt="Kode QR untuk aplikasi autentikator"
            sx={{ width: 200, height: 200, bgcolor: 'common.white', p: 1, border: 1, borderColor: 'divider' }}
          />
          <Typography>2. Tidak bisa memindai? Masukkan kunci rahasia ini secara manual:</Typography>
          <Typography
            data-testid="mfa-secret"
            aria-label="Kunci rahasia"
            sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all', userSelect: 'all' }}
          >
            {groupedSecret(enrolment.secret)}
          </Typography>
          <Typography>
            3. Masukkan kode 6 angka yang tampil di aplikasi untuk menyelesaikan pendaftaran.
          </Typography>
          <MfaCodeForm
            label="Kode verifikasi autentikator baru"
            submitLabel="Verifikasi & Aktifkan"
            onSubmit={onVerify}
            extraActions={
              <Button variant="text" onClick={onCancel}>
                Batal
              </Button>
            }
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

function FactorRow({ factor, onRemove }: { factor: MfaFactor; onRemove: () => void }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, py: 1 }}
    >
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{factor.friendlyName || 'Aplikasi autentikator'}</Typography>
        <Typography variant="body2" color="text.secondary">
          Aktif sejak {formatDate(factor.createdAt)}
        </Typography>
      </Box>
      <Button color="error" variant="outlined" onClick={onRemove}>
        Hapus
      </Button>
    </Stack>
  );
}

/**
 * 'Keamanan Akun': the admin's two-step verification. Without an authenticator it enrols one (QR code,
 * secret, first code); with one it lists it and removes it after asking.
 */
export function MfaSettings() {
  const user = useAppSelector(selectUser);
  const status = useMfaStatusQuery(user?.id ?? '', { skip: !user, refetchOnMountOrArgChange: true });
  const [enroll, enrolling] = useEnrollTotpMutation();
  const [verify] = useVerifyTotpMutation();
  const [unenroll, removing] = useUnenrollFactorMutation();
  const [enrolment, setEnrolment] = useState<TotpEnrollment | null>(null);
  const [removal, setRemoval] = useState<MfaFactor | null>(null);

  const verified = status.data?.factors.filter((factor) => factor.status === 'verified') ?? [];

  const start = async () => {
    try {
      setEnrolment(await enroll().unwrap());
    } catch (error) {
      notify.error(failureMessage(MFA_TEXT.enrolStartFailed, error));
    }
  };

  const confirmEnrolment = async (code: string) => {
    if (!enrolment) return;
    try {
      await verify({ factorId: enrolment.factorId, code }).unwrap();
      setEnrolment(null);
      notify.success(MFA_TEXT.enrolled);
    } catch (error) {
      notify.error(failureMessage(MFA_TEXT.enrolFailed, error));
      throw error;
    }
  };

  const cancelEnrolment = () => {
    if (enrolment) void unenroll(enrolment.factorId);
    setEnrolment(null);
  };

  const remove = async () => {
    if (!removal) return;
    try {
      await unenroll(removal.id).unwrap();
      notify.success(MFA_TEXT.removed);
    } catch (error) {
      notify.error(failureMessage(MFA_TEXT.removeFailed, error));
    } finally {
      setRemoval(null);
    }
  };

  return (
    <AdminPage title="Keamanan Akun">
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <Typography>
          Verifikasi dua langkah melindungi akun admin: setelah memasukkan password, Anda juga memasukkan kode
          dari aplikasi autentikator di ponsel. Tanpa kode itu, perubahan data di back office ditolak.
        </Typography>
        {status.isError ? (
          <Alert severity="error">{MFA_TEXT.statusFailed}</Alert>
        ) : !status.data ? (
          <LoadingText />
        ) : enrolment ? (
          <EnrolmentPanel enrolment={enrolment} onVerify={confirmEnrolment} onCancel={cancelEnrolment} />
        ) : verified.length > 0 ? (
          <Card>
            <CardContent>
              <Alert severity="success" sx={{ mb: 2 }}>
                Verifikasi dua langkah aktif.
              </Alert>
              <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
                Autentikator terdaftar
              </Typography>
              {verified.map((factor) => (
                <FactorRow key={factor.id} factor={factor} onRemove={() => setRemoval(factor)} />
              ))}
            </CardContent>
          </Card>
        ) : (
          <Card>
            <CardContent>
              <Alert severity="warning" sx={{ mb: 2 }}>
                Verifikasi dua langkah belum aktif.
              </Alert>
              <Button variant="contained" onClick={() => void start()} disabled={enrolling.isLoading}>
                {enrolling.isLoading ? 'Menyiapkan...' : 'Aktifkan verifikasi dua langkah'}
              </Button>
            </CardContent>
          </Card>
        )}
      </Stack>
      <ConfirmDialog
        open={removal !== null}
        message={MFA_TEXT.confirmRemove}
        onConfirm={() => void remove()}
        onCancel={() => setRemoval(null)}
        busy={removing.isLoading}
      />
    </AdminPage>
  );
}
