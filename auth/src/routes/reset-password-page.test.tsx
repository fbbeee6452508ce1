import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut, updatePassword, type User } from '@koperasi/shared-services';
import { deferred, descriptionOf, renderPage } from '../test-utils/render-page';
import ResetPasswordPage from './reset-password-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  updatePassword: jest.fn(),
  signOut: jest.fn(),
}));
const update = updatePassword as jest.Mock;
const end = signOut as jest.Mock;

const recoveryUser: User = {
  id: 'u1',
  email: 'dewi@koperasi.test',
  displayName: 'Dewi Lestari',
  role: 'buyer',
  reputation: 12,
  phone: '',
};
const passwordField = () => screen.getByLabelText(/^Password Baru/);
const confirmField = () => screen.getByLabelText(/^Konfirmasi Password Baru/);
const submit = () => screen.getByRole('button', { name: 'Simpan Password' });
const renderReset = (user: User | null = recoveryUser) =>
  renderPage('/auth/reset-password', <ResetPasswordPage />, {
    preloadedState: { auth: { user, loading: false } },
  });

beforeEach(() => end.mockResolvedValue(undefined));

// no pause between keystrokes: these forms are long and CPU time on CI is shared
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('ResetPasswordPage', () => {
  it('names the account the link opened and has both fields with toggles', async () => {
    renderReset();
    expect(screen.getByRole('heading', { name: 'Atur Password Baru' })).toBeInTheDocument();
    expect(screen.getByText('dewi@koperasi.test')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tampilkan password baru' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(confirmField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Tampilkan konfirmasi password baru' }));
    expect(confirmField()).toHaveAttribute('type', 'text');
  });

  it('shows Password minimal 8 karakter and Password tidak sama on an empty submit', async () => {
    renderReset();
    await user.click(submit());
    expect(await screen.findByText('Password minimal 8 karakter')).toBeInTheDocument();
    expect(descriptionOf(passwordField())).toBe('Password minimal 8 karakter');
    expect(descriptionOf(confirmField())).toBe('Password tidak sama');
    await waitFor(() => expect(passwordField()).toHaveFocus());
  });

  it('needs at least 8 characters', async () => {
    renderReset();
    await user.type(passwordField(), 'pendek1');
    await user.type(confirmField(), 'pendek1');
    await user.click(submit());
    expect(await screen.findByText('Password minimal 8 karakter')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows Password tidak sama on the confirmation field and focuses it', async () => {
    renderReset();
    await user.type(passwordField(), 'PasswordBaru#2');
    await user.type(confirmField(), 'PasswordBaru#3');
    await user.click(submit());
    expect(await screen.findByText('Password tidak sama')).toBeInTheDocument();
    expect(descriptionOf(confirmField())).toBe('Password tidak sama');
    await waitFor(() => expect(confirmField()).toHaveFocus());
    expect(update).not.toHaveBeenCalled();
  });

  it("saves, reading 'Menyimpan...' meanwhile, ends the link's session quietly and goes to sign in", async () => {
    const call = deferred();
    update.mockReturnValue(call.promise);
    renderReset();
    await user.type(passwordField(), 'PasswordBaru#2');
    await user.type(confirmField(), 'PasswordBaru#2');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    expect(update).toHaveBeenCalledWith('PasswordBaru#2');
    await act(async () => call.resolve());
    expect(await screen.findByText('Halaman masuk')).toBeInTheDocument();
    expect(end).toHaveBeenCalledWith({ scope: 'local', quiet: true });
  });

  it('stays when saving fails (the service shows the toast)', async () => {
    update.mockRejectedValue(new Error('no session'));
    renderReset();
    await user.type(passwordField(), 'PasswordBaru#2');
    await user.type(confirmField(), 'PasswordBaru#2');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(end).not.toHaveBeenCalled();
    expect(screen.queryByText('Halaman masuk')).not.toBeInTheDocument();
  });

  it('needs letters and digits: Password harus mengandung huruf dan angka', async () => {
    renderReset();
    await user.type(passwordField(), 'abcdefgh');
    await user.type(confirmField(), 'abcdefgh');
    await user.click(submit());
    expect(await screen.findByText('Password harus mengandung huruf dan angka')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a common password on the field, focused, and stays", async () => {
    // supabase-js's AuthWeakPasswordError for GoTrue's 422 weak_password
    update.mockRejectedValue(
      Object.assign(
        new Error('Password is known to be weak and easy to guess, please choose a different one.'),
        {
          name: 'AuthWeakPasswordError',
          status: 422,
          code: 'weak_password',
          reasons: ['pwned'],
        },
      ),
    );
    renderReset();
    await user.type(passwordField(), 'qwerty123');
    await user.type(confirmField(), 'qwerty123');
    await user.click(submit());
    expect(await screen.findByText('Password terlalu umum, pilih password lain')).toBeInTheDocument();
    expect(descriptionOf(passwordField())).toBe('Password terlalu umum, pilih password lain');
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(end).not.toHaveBeenCalled();
  });

  it('says the link is invalid or expired when it opened no session, with the way to a new one', () => {
    renderReset(null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Link reset password tidak valid atau sudah kedaluwarsa.',
    );
    expect(screen.getByRole('link', { name: 'Minta link baru' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });
});
