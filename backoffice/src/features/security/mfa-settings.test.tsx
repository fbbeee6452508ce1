import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseClient } from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { MfaSettings } from './mfa-settings';
import { authError, FACTOR, fakeMfaClient, type FakeFactor } from './mfa-test-client';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = 'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"></svg>';

// the failures these tests provoke are logged by the API layer
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

afterEach(() => setSupabaseClient(undefined));

function renderSettings() {
  return renderWithProviders(<MfaSettings />, { preloadedState: signedIn(ADMIN) });
}

describe('MfaSettings (Keamanan Akun)', () => {
  it('enrols an authenticator: QR code, secret, then the first code', async () => {
    const state = { level: 'aal1' as 'aal1' | 'aal2', factors: [] as FakeFactor[] };
    const mfa = fakeMfaClient(state);
    const pending: FakeFactor = { ...FACTOR, status: 'unverified' };
    mfa.enroll.mockImplementation(() => {
      state.factors = [pending];
      return Promise.resolve({
        data: {
          id: FACTOR.id,
          type: 'totp',
          friendly_name: 'Aplikasi autentikator',
          totp: { qr_code: QR, secret: SECRET, uri: 'otpauth://totp/x' },
        },
        error: null,
      });
    });
    mfa.unenroll.mockResolvedValue({ data: { id: FACTOR.id }, error: null });
    mfa.challengeAndVerify
      .mockResolvedValueOnce({
        data: null,
        error: authError('mfa_verification_failed', 'Invalid TOTP code entered'),
      })
      .mockImplementationOnce(() => {
        state.factors = [FACTOR];
        state.level = 'aal2';
        return Promise.resolve({ data: {}, error: null });
      });
    renderSettings();

    expect(await screen.findByText('Verifikasi dua langkah belum aktif.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }));

    expect(await screen.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toHaveAttribute(
      'src',
      `data:image/svg+xml;utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`,
    );
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(mfa.enroll).toHaveBeenCalledWith({
      factorType: 'totp',
      friendlyName: 'Aplikasi autentikator',
      issuer: 'Koperasi',
    });

    const form = screen.getByRole('form', { name: 'Kode verifikasi autentikator baru' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Kode verifikasi' }), '111111');
    await userEvent.click(within(form).getByRole('button', { name: 'Verifikasi & Aktifkan' }));
    expect(
      await screen.findByText(/Gagal mengaktifkan verifikasi dua langkah\. Kode verifikasi salah/),
    ).toBeInTheDocument();
    // still enrolling: the QR code stays
    expect(screen.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Kode verifikasi' }), '222222');
    await userEvent.click(within(form).getByRole('button', { name: 'Verifikasi & Aktifkan' }));
    expect(await screen.findByText('Verifikasi dua langkah berhasil diaktifkan')).toBeInTheDocument();
    expect(mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: FACTOR.id, code: '222222' });
    expect(await screen.findByText('Verifikasi dua langkah aktif.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Kode QR/ })).not.toBeInTheDocument();
  });

  it('removes an unfinished enrolment before a new one, and on Batal', async () => {
    const state = { level: 'aal1' as const, factors: [{ ...FACTOR, status: 'unverified' as const }] };
    const mfa = fakeMfaClient(state);
    mfa.unenroll.mockResolvedValue({ data: { id: FACTOR.id }, error: null });
    mfa.enroll.mockResolvedValue({
      data: {
        id: 'f2',
        type: 'totp',
        friendly_name: 'Aplikasi autentikator',
        totp: { qr_code: QR, secret: SECRET, uri: '' },
      },
      error: null,
    });
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Aktifkan verifikasi dua langkah' }));
    await screen.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: FACTOR.id });
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(mfa.unenroll).toHaveBeenLastCalledWith({ factorId: 'f2' });
    expect(
      await screen.findByRole('button', { name: 'Aktifkan verifikasi dua langkah' }),
    ).toBeInTheDocument();
  });

  it('lists the verified authenticator and removes it after asking', async () => {
    const state = { level: 'aal2' as const, factors: [FACTOR] };
    const mfa = fakeMfaClient(state);
    mfa.unenroll.mockImplementation(() => {
      state.factors = [];
      return Promise.resolve({ data: { id: FACTOR.id }, error: null });
    });
    renderSettings();
    expect(await screen.findByText('Verifikasi dua langkah aktif.')).toBeInTheDocument();
    expect(screen.getByText('Aplikasi autentikator')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Apakah Anda yakin ingin menghapus autentikator ini\?/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Autentikator berhasil dihapus')).toBeInTheDocument();
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: FACTOR.id });
    await waitFor(() => expect(screen.getByText('Verifikasi dua langkah belum aktif.')).toBeInTheDocument());
  });

  it('says so when removing is refused', async () => {
    const mfa = fakeMfaClient({ level: 'aal2', factors: [FACTOR] });
    mfa.unenroll.mockResolvedValue({
      data: null,
      error: authError('insufficient_aal', 'AAL2 required to unenroll verified factor'),
    });
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    expect(
      await screen.findByText(
        /Gagal menghapus autentikator\. Tindakan ini memerlukan verifikasi dua langkah/,
      ),
    ).toBeInTheDocument();
  });
});
