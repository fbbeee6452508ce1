import { useState } from 'react';
import { Alert, Box, Button } from '@koperasi/shared-ui';
import { resendConfirmation } from '@koperasi/shared-services';

/**
 * On the sign-in screen after the server said the address is not confirmed yet: what to do, and a button
 * that sends the confirmation mail again (its link signs the person in).
 */
export function UnconfirmedEmailNotice({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  async function resend() {
    setState('sending');
    try {
      await resendConfirmation(email);
      setState('sent');
    } catch {
      // the service showed the toast; the button can be pressed again
      setState('idle');
    }
  }

  return (
    <Alert severity="warning" data-testid="unconfirmed-email">
      <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>
        Email belum dikonfirmasi
      </Box>
      {state === 'sent' ? (
        <>Email konfirmasi baru telah dikirim ke {email}. Buka link di email tersebut untuk masuk.</>
      ) : (
        <>
          Akun {email} belum aktif. Buka link konfirmasi di email yang kami kirim saat Anda mendaftar; Anda
          akan langsung masuk.
        </>
      )}
      <Box sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={() => void resend()}
          disabled={state === 'sending'}
        >
          {state === 'sending' ? 'Mengirim...' : 'Kirim Ulang Email Konfirmasi'}
        </Button>
      </Box>
    </Alert>
  );
}
