import { useState, type ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import {
  failureMessage,
  notify,
  selectUser,
  signOut,
  useAppSelector,
  useMfaStatusQuery,
  useStoredMfaStatusQuery,
  useVerifyTotpMutation,
  type MfaFactor,
  paths,
} from '@koperasi/shared-services';
import {
  Link as RouterLink,
  useLocation,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  PageLoader,
  Stack,
  Typography,
} from '@koperasi/shared-ui';
import { AdminPage } from '../../components/admin-page';
import { MfaCodeForm } from './mfa-code-form';
import { MFA_TEXT } from './mfa-messages';

/** The page of the admin's two-step verification (route list: the 'security' resource). */
export const SECURITY_PATH = paths.security();
/** the enrolment prompt, once closed, stays away for the rest of the browser session */
export const PROMPT_DISMISSED_KEY = 'koperasi.mfaPromptDismissed';

function promptDismissed(): boolean {
  try {
    return sessionStorage.getItem(PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Asks an admin without an authenticator to enrol one; it does not stop the work. */
export function MfaEnrolPrompt() {
  const [dismissed, setDismissed] = useState(promptDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(PROMPT_DISMISSED_KEY, '1');
    } catch {
      // storage refused (private mode): closed for this page only
    }
    setDismissed(true);
  };
  return (
    <Box sx={{ px: { xs: 2, md: 3 }, pt: 2 }}>
      <Alert
        severity="warning"
        action={
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Button component={RouterLink} to={SECURITY_PATH} color="inherit" size="small">
              Aktifkan
            </Button>
            <IconButton aria-label="Tutup pengingat" color="inherit" size="small" onClick={dismiss}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        }
      >
        Lindungi akun admin Anda dengan verifikasi dua langkah (aplikasi autentikator).
      </Alert>
    </Box>
  );
}

/** The code an enrolled admin owes before the back office works in this session. */
export function MfaVerifyStep({ factor }: { factor: MfaFactor }) {
  const [verify] = useVerifyTotpMutation();
  const submit = async (code: string) => {
    try {
      await verify({ factorId: factor.id, code }).unwrap();
      notify.success(MFA_TEXT.verified);
    } catch (error) {
      notify.error(failureMessage(MFA_TEXT.verifyFailed, error));
      throw error;
    }
  };
  return (
    <AdminPage title="Verifikasi Dua Langkah">
      <Card sx={{ maxWidth: 520 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography>
              Akun admin ini dilindungi verifikasi dua langkah. Masukkan kode 6 angka dari aplikasi
              autentikator Anda untuk melanjutkan.
            </Typography>
            <MfaCodeForm
              label="Verifikasi dua langkah"
              submitLabel="Verifikasi"
              onSubmit={submit}
              extraActions={
                <Button variant="text" onClick={() => void signOut().catch(() => undefined)}>
                  Keluar
                </Button>
              }
            />
          </Stack>
        </CardContent>
      </Card>
    </AdminPage>
  );
}

/**
 * The back office's two-step verification for admins: with a verified authenticator and a session not
 * yet raised to aal2, the code is asked before the screen; without an authenticator a reminder to enrol
 * one shows above it. Others pass. The database refuses an enrolled admin's writes at aal1 regardless.
 *
 * The gate decides at once from the session kept in the browser (its level and its user's factors) and
 * then by the server's list of factors when that arrives, so the screen and its data do not wait for a
 * round trip to GoTrue. The two differ only when the factors changed on another device since the session
 * was last refreshed; the server's answer then wins (a verification asked, or a reminder dropped).
 */
export function MfaGate({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const isAdmin = user?.role === 'admin';
  const options = { skip: !isAdmin, refetchOnMountOrArgChange: true };
  const status = useMfaStatusQuery(user?.id ?? '', options);
  const stored = useStoredMfaStatusQuery(user?.id ?? '', options);

  if (!isAdmin) return <>{children}</>;
  // the server's answer once there is one (an earlier one while it is asked again); until then the browser's
  const data = status.data ?? stored.data;
  if (!data && (status.isLoading || stored.isLoading)) return <PageLoader />;
  // no status (both calls failed): the screen shows, and the database still guards the writes
  if (!data) return <>{children}</>;
  const verified = data.factors.find((factor) => factor.status === 'verified');
  if (verified && data.currentLevel !== 'aal2') return <MfaVerifyStep factor={verified} />;
  return (
    <>
      {!verified && pathname !== SECURITY_PATH && <MfaEnrolPrompt />}
      {children}
    </>
  );
}
