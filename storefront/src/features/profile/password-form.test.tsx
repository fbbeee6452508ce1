import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { PasswordForm } from './password-form';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  changePassword: jest.fn(),
  sendPasswordChangeCode: jest.fn(),
}));
const mocked = services as jest.Mocked<typeof services>;

function renderForm() {
  return renderWithProviders(<PasswordForm email="pembeli@koperasi.test" />);
}

async function typePasswords(password = 'Rahasia-Baru-1') {
  await userEvent.type(screen.getByLabelText('Password Baru'), password);
  await userEvent.type(screen.getByLabelText('Konfirmasi Password Baru'), password);
}

describe('PasswordForm', () => {
  it('needs 8 characters and the same confirmation', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Password Baru'), 'pendek');
    await userEvent.type(screen.getByLabelText('Konfirmasi Password Baru'), 'lain');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    expect(await screen.findByText('Password minimal 8 karakter')).toBeInTheDocument();
    expect(screen.getByText('Password tidak sama')).toBeInTheDocument();
    expect(mocked.changePassword).not.toHaveBeenCalled();
  });

  it('needs letters and digits: Password harus mengandung huruf dan angka', async () => {
    renderForm();
    await typePasswords('passwordbaru');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    expect(await screen.findByText('Password harus mengandung huruf dan angka')).toBeInTheDocument();
    expect(mocked.changePassword).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a common password on the field and focuses it", async () => {
    // supabase-js's AuthWeakPasswordError for GoTrue's 422 weak_password
    mocked.changePassword.mockRejectedValue(
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
    renderForm();
    await typePasswords('password123');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    expect(await screen.findByText('Password terlalu umum, pilih password lain')).toBeInTheDocument();
    const field = screen.getByLabelText('Password Baru');
    expect(field).toHaveAccessibleDescription('Password terlalu umum, pilih password lain');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('password123');
  });

  it('changes the password of a recent sign-in without a code', async () => {
    mocked.changePassword.mockResolvedValue('changed');
    renderForm();
    await typePasswords();
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    await waitFor(() => expect(mocked.changePassword).toHaveBeenCalledWith('Rahasia-Baru-1', undefined));
    await waitFor(() => expect(screen.getByLabelText('Password Baru')).toHaveValue(''));
    expect(screen.queryByLabelText('Kode Verifikasi')).not.toBeInTheDocument();
  });

  it('asks for the mailed code when the server needs it, checks it, then sends it along', async () => {
    mocked.changePassword.mockResolvedValueOnce('code-sent').mockResolvedValueOnce('changed');
    mocked.sendPasswordChangeCode.mockResolvedValue(undefined);
    renderForm();
    await typePasswords();
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    const code = await screen.findByLabelText('Kode Verifikasi');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'masukkan kode verifikasi 6 angka yang kami kirim ke pembeli@koperasi.test',
    );
    expect(screen.getByLabelText('Password Baru')).toHaveValue('Rahasia-Baru-1');

    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    expect(await screen.findByText('Kode verifikasi terdiri dari 6 angka')).toBeInTheDocument();
    expect(mocked.changePassword).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Kirim Ulang Kode' }));
    expect(mocked.sendPasswordChangeCode).toHaveBeenCalledTimes(1);

    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    await waitFor(() => expect(mocked.changePassword).toHaveBeenLastCalledWith('Rahasia-Baru-1', '123456'));
    await waitFor(() => expect(screen.queryByLabelText('Kode Verifikasi')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Password Baru')).toHaveValue('');
  });

  it('keeps the code field when the code is refused (the service shows the toast)', async () => {
    mocked.changePassword
      .mockResolvedValueOnce('code-sent')
      .mockRejectedValueOnce(new Error('reauthentication_not_valid'));
    renderForm();
    await typePasswords();
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    await userEvent.type(await screen.findByLabelText('Kode Verifikasi'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
    await waitFor(() => expect(mocked.changePassword).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('Kode Verifikasi')).toHaveValue('000000');
  });
});
