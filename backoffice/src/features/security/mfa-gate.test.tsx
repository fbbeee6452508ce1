import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseClient } from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, SELLER, signedIn } from '../../test-utils/fixtures';
import { MfaGate, PROMPT_DISMISSED_KEY } from './mfa-gate';
import { authError, FACTOR, fakeMfaClient } from './mfa-test-client';

function renderGate(user = ADMIN, path = '/admin/products') {
  return renderWithProviders(
    <MfaGate>
      <h1>Kelola Produk</h1>
    </MfaGate>,
    { preloadedState: signedIn(user), path },
  );
}

// the failures these tests provoke are logged by the API layer
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

afterEach(() => {
  setSupabaseClient(undefined);
  sessionStorage.clear();
});

describe('MfaGate', () => {
  it('asks an enrolled admin at aal1 for the code before the screen, and opens it after', async () => {
    const state = { level: 'aal1' as 'aal1' | 'aal2', factors: [FACTOR] };
    const mfa = fakeMfaClient(state);
    mfa.challengeAndVerify
      .mockResolvedValueOnce({
        data: null,
        error: authError('mfa_verification_failed', 'Invalid TOTP code entered'),
      })
      .mockImplementationOnce(() => {
        state.level = 'aal2';
        return Promise.resolve({ data: {}, error: null });
      });
    renderGate();

    expect(await screen.findByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kelola Produk' })).not.toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: 'Kode verifikasi' });
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(
      await screen.findByText(/Verifikasi gagal\. Kode verifikasi salah atau sudah kedaluwarsa/),
    ).toBeInTheDocument();
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: FACTOR.id, code: '000000' });
    // the refused code is cleared for the next one
    await waitFor(() => expect(field).toHaveValue(''));

    await userEvent.type(field, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByRole('heading', { name: 'Kelola Produk' })).toBeInTheDocument();
    expect(mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: FACTOR.id, code: '123456' });
    expect(screen.getByText('Verifikasi berhasil')).toBeInTheDocument();
  });

  it('checks the code before sending it', async () => {
    const mfa = fakeMfaClient({ level: 'aal1', factors: [FACTOR] });
    renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Kode verifikasi wajib diisi')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Kode verifikasi' }), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Kode verifikasi terdiri dari 6 angka')).toBeInTheDocument();
    expect(mfa.challengeAndVerify).not.toHaveBeenCalled();
  });

  it('lets an enrolled admin at aal2 straight through', async () => {
    fakeMfaClient({ level: 'aal2', factors: [FACTOR] });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Kelola Produk' })).toBeInTheDocument();
    expect(screen.queryByText(/Lindungi akun admin/)).not.toBeInTheDocument();
  });

  it('reminds an admin without an authenticator to enrol, without blocking, until closed', async () => {
    fakeMfaClient({ level: 'aal1', factors: [] });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Kelola Produk' })).toBeInTheDocument();
    expect(screen.getByText(/Lindungi akun admin Anda dengan verifikasi dua langkah/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aktifkan' })).toHaveAttribute('href', '/admin/security');
    await userEvent.click(screen.getByRole('button', { name: 'Tutup pengingat' }));
    expect(screen.queryByText(/Lindungi akun admin/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PROMPT_DISMISSED_KEY)).toBe('1');
  });

  it('shows no reminder on the security page itself', async () => {
    fakeMfaClient({ level: 'aal1', factors: [] });
    renderGate(ADMIN, '/admin/security');
    expect(await screen.findByRole('heading', { name: 'Kelola Produk' })).toBeInTheDocument();
    expect(screen.queryByText(/Lindungi akun admin/)).not.toBeInTheDocument();
  });

  it("opens the screen from the session kept in the browser, without waiting for the server's factors", async () => {
    const mfa = fakeMfaClient({ level: 'aal2', factors: [FACTOR] });
    mfa.listFactors.mockReturnValue(new Promise(() => undefined));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Kelola Produk' })).toBeInTheDocument();
    expect(mfa.listFactors).toHaveBeenCalled();
  });

  it('asks an enrolled admin at aal1 for the code from the stored session, before the server answers', async () => {
    const mfa = fakeMfaClient({ level: 'aal1', factors: [FACTOR] });
    mfa.listFactors.mockReturnValue(new Promise(() => undefined));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kelola Produk' })).not.toBeInTheDocument();
  });

  it('asks for the code once the server knows a factor the stored session does not (enrolled elsewhere)', async () => {
    const state = { level: 'aal1' as const, factors: [FACTOR], storedFactors: [] };
    const mfa = fakeMfaClient(state);
    // the server's list of factors comes in when the test says so
    let answer = () => undefined as void;
    mfa.listFactors.mockReturnValueOnce(
      new Promise((resolve) => {
        answer = () =>
          resolve({ data: { all: [FACTOR], totp: [FACTOR], phone: [], webauthn: [] }, error: null });
      }),
    );
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Kelola Produk' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kelola Produk' })).not.toBeInTheDocument();
  });

  it('leaves sellers alone', async () => {
    const mfa = fakeMfaClient({ level: 'aal1', factors: [FACTOR] });
    renderGate(SELLER, '/seller/products');
    expect(screen.getByRole('heading', { name: 'Kelola Produk' })).toBeInTheDocument();
    expect(mfa.listFactors).not.toHaveBeenCalled();
  });
});
