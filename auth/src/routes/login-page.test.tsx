import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resendConfirmation, signInWithGoogle, signInWithPassword } from '@koperasi/shared-services';
import { deferred, descriptionOf, renderPage } from '../test-utils/render-page';
import LoginPage from './login-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  signInWithPassword: jest.fn(),
  signInWithGoogle: jest.fn(),
  resendConfirmation: jest.fn(),
  // the service's own check is tested in shared-services: here the code alone tells
  isEmailNotConfirmedError: (error: { code?: string }) => error.code === 'email_not_confirmed',
}));
/** an auth error of the server, as supabase-js gives it */
const authError = (message: string, code: string) => Object.assign(new Error(message), { status: 400, code });
const resend = resendConfirmation as jest.Mock;
const signIn = signInWithPassword as jest.Mock;
const google = signInWithGoogle as jest.Mock;

const renderLogin = () => renderPage('/auth/login', <LoginPage />);
const emailField = () => screen.getByLabelText(/^Email/);
const passwordField = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Masuk' });

// no pause between keystrokes: these forms are long and CPU time on CI is shared
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('LoginPage', () => {
  it('has labelled fields, remember me checked, the Google button and the links', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    expect(document.title).toBe('Masuk · Koperasi Marketplace');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Ingat saya' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Masuk dengan Google' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Lupa password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/auth/register');
  });

  it('shows Email tidak valid and Password harus diisi on an empty submit and focuses the email', async () => {
    renderLogin();
    await user.click(submit());
    expect(await screen.findByText('Email tidak valid')).toBeInTheDocument();
    expect(screen.getByText('Password harus diisi')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(emailField())).toBe('Email tidak valid');
    expect(descriptionOf(passwordField())).toBe('Password harus diisi');
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows Email tidak valid for a malformed address when the field is left', async () => {
    renderLogin();
    await user.type(emailField(), 'dewi@');
    await user.tab();
    expect(await screen.findByText('Email tidak valid')).toBeInTheDocument();
    expect(screen.queryByText('Password harus diisi')).not.toBeInTheDocument();
  });

  it('focuses the password when only the password is missing', async () => {
    renderLogin();
    await user.type(emailField(), 'dewi@koperasi.test');
    await user.click(submit());
    expect(await screen.findByText('Password harus diisi')).toBeInTheDocument();
    await waitFor(() => expect(passwordField()).toHaveFocus());
  });

  it('shows and hides the password', async () => {
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sembunyikan password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it("signs in, disables the button reading 'Masuk...' meanwhile, then goes home", async () => {
    const call = deferred();
    signIn.mockReturnValue(call.promise);
    renderLogin();
    await user.type(emailField(), 'dewi@koperasi.test');
    await user.type(passwordField(), 'Koperasi#2024');
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: 'Masuk...' });
    expect(busy).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith('dewi@koperasi.test', 'Koperasi#2024', { remember: true });
    await act(async () => call.resolve());
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
  });

  it('submits with the keyboard and passes an unchecked remember me', async () => {
    signIn.mockResolvedValue(undefined);
    renderLogin();
    await user.click(screen.getByRole('checkbox', { name: 'Ingat saya' }));
    await user.type(emailField(), 'dewi@koperasi.test');
    await user.type(passwordField(), 'rahasia{Enter}');
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith('dewi@koperasi.test', 'rahasia', { remember: false }),
    );
  });

  it('stays on the screen when sign-in fails (the service shows the toast)', async () => {
    signIn.mockRejectedValue(new Error('Invalid login credentials'));
    renderLogin();
    await user.type(emailField(), 'dewi@koperasi.test');
    await user.type(passwordField(), 'salah');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByText('Beranda')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('starts Google sign-in with the remember choice and lets the person retry after a failure', async () => {
    const call = deferred();
    google.mockReturnValue(call.promise);
    renderLogin();
    const button = screen.getByRole('button', { name: 'Masuk dengan Google' });
    await user.click(button);
    expect(google).toHaveBeenCalledWith({ remember: true });
    expect(button).toBeDisabled();
    await act(async () => call.reject(new Error('no provider')));
    expect(button).toBeEnabled();
  });

  it('says the address is not confirmed yet and sends the confirmation mail again', async () => {
    signIn.mockRejectedValue(authError('Email not confirmed', 'email_not_confirmed'));
    const sending = deferred();
    resend.mockReturnValue(sending.promise);
    renderLogin();
    await user.type(emailField(), ' rina@koperasi.test');
    await user.type(passwordField(), 'RahasiaBaru#1');
    await user.click(submit());
    const notice = await screen.findByTestId('unconfirmed-email');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('Email belum dikonfirmasi');
    expect(notice).toHaveTextContent('Akun rina@koperasi.test belum aktif.');

    await user.click(screen.getByRole('button', { name: 'Kirim Ulang Email Konfirmasi' }));
    expect(resend).toHaveBeenCalledWith('rina@koperasi.test');
    expect(screen.getByRole('button', { name: 'Mengirim...' })).toBeDisabled();
    await act(async () => sending.resolve());
    expect(notice).toHaveTextContent('Email konfirmasi baru telah dikirim ke rina@koperasi.test.');
    expect(screen.getByRole('button', { name: 'Kirim Ulang Email Konfirmasi' })).toBeEnabled();
  });

  it('offers the button again when sending failed, and drops the notice for another failure', async () => {
    signIn.mockRejectedValue(authError('Email not confirmed', 'email_not_confirmed'));
    resend.mockRejectedValue(new Error('rate limit'));
    renderLogin();
    await user.type(emailField(), 'rina@koperasi.test');
    await user.type(passwordField(), 'salah');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Kirim Ulang Email Konfirmasi' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Kirim Ulang Email Konfirmasi' })).toBeEnabled(),
    );
    expect(screen.getByTestId('unconfirmed-email')).toHaveTextContent('belum aktif');

    signIn.mockRejectedValue(authError('Invalid login credentials', 'invalid_credentials'));
    await user.click(submit());
    await waitFor(() => expect(screen.queryByTestId('unconfirmed-email')).not.toBeInTheDocument());
  });
});
