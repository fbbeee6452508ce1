import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signUp } from '@koperasi/shared-services';
import { deferred, descriptionOf, renderPage } from '../test-utils/render-page';
import RegisterPage from './register-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  signUp: jest.fn(),
}));
const register = signUp as jest.Mock;

const field = {
  fullName: () => screen.getByLabelText(/^Nama Lengkap/),
  email: () => screen.getByLabelText(/^Email/),
  phone: () => screen.getByLabelText(/^Nomor Telepon/),
  password: () => screen.getByLabelText(/^Password/),
  confirmPassword: () => screen.getByLabelText(/^Konfirmasi Password/),
};
const submit = () => screen.getByRole('button', { name: 'Daftar' });

async function fill(values: Partial<Record<keyof typeof field, string>>) {
  for (const [name, value] of Object.entries(values) as [keyof typeof field, string][]) {
    await user.clear(field[name]());
    if (value) await user.type(field[name](), value);
  }
}
const valid = {
  fullName: 'Rina Wulandari',
  email: 'rina@koperasi.test',
  phone: '081377776666',
  password: 'RahasiaBaru1',
  confirmPassword: 'RahasiaBaru1',
};

const renderRegister = () => renderPage('/auth/register', <RegisterPage />);

// no pause between keystrokes: these forms are long and CPU time on CI is shared
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('RegisterPage', () => {
  it('offers buyer (chosen) or seller and every field with its label', () => {
    renderRegister();
    expect(screen.getByRole('group', { name: 'Daftar sebagai' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Pembeli/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Penjual/ })).not.toBeChecked();
    expect(field.fullName()).toHaveAttribute('autocomplete', 'name');
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.password()).toHaveAttribute('type', 'password');
    expect(field.confirmPassword()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/auth/login');
  });

  it('shows every message on its own field for an empty form and focuses the first', async () => {
    renderRegister();
    await user.click(submit());
    await screen.findByText('Nama minimal 3 karakter');
    expect(descriptionOf(field.fullName())).toBe('Nama minimal 3 karakter');
    expect(descriptionOf(field.email())).toBe('Email tidak valid');
    expect(descriptionOf(field.phone())).toBe('Nomor telepon tidak valid');
    expect(descriptionOf(field.password())).toBe('Password minimal 8 karakter');
    expect(descriptionOf(field.confirmPassword())).toBe('Password tidak sama');
    await waitFor(() => expect(field.fullName()).toHaveFocus());
    expect(register).not.toHaveBeenCalled();
  });

  it.each([
    ['fullName', 'Al', 'Nama minimal 3 karakter'],
    ['email', 'rina@', 'Email tidak valid'],
    ['phone', '081234567', 'Nomor telepon tidak valid'],
    ['phone', '08abcdefghij', 'Nomor telepon tidak valid'],
    ['phone', '0812', 'Nomor telepon tidak valid'],
    ['phone', '12345678901', 'Nomor telepon tidak valid'],
  ] as const)('shows the rule of %s (%p): %s, and focuses that field', async (name, value, message) => {
    renderRegister();
    await fill({ ...valid, [name]: value });
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(descriptionOf(field[name]())).toBe(message);
    await waitFor(() => expect(field[name]()).toHaveFocus());
    expect(register).not.toHaveBeenCalled();
  });

  it('needs a password of at least 8 characters', async () => {
    renderRegister();
    await fill({ ...valid, password: '1234567', confirmPassword: '1234567' });
    await user.click(submit());
    expect(await screen.findByText('Password minimal 8 karakter')).toBeInTheDocument();
    expect(descriptionOf(field.password())).toBe('Password minimal 8 karakter');
    expect(screen.queryByText('Password tidak sama')).not.toBeInTheDocument();
  });

  it('says the password rule before it is typed', () => {
    renderRegister();
    expect(descriptionOf(field.password())).toBe('Minimal 8 karakter, dengan huruf dan angka');
  });

  it.each(['password', '12345678'])(
    'needs letters and digits (%p): Password harus mengandung huruf dan angka',
    async (password) => {
      renderRegister();
      await fill({ ...valid, password, confirmPassword: password });
      await user.click(submit());
      expect(await screen.findByText('Password harus mengandung huruf dan angka')).toBeInTheDocument();
      expect(descriptionOf(field.password())).toBe('Password harus mengandung huruf dan angka');
      await waitFor(() => expect(field.password()).toHaveFocus());
      expect(register).not.toHaveBeenCalled();
    },
  );

  it("shows the server's refusal of a common password on the password field and focuses it", async () => {
    // supabase-js's AuthWeakPasswordError for GoTrue's 422 weak_password
    register.mockRejectedValue(
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
    renderRegister();
    await fill({ ...valid, password: 'password123', confirmPassword: 'password123' });
    await user.click(submit());
    expect(await screen.findByText('Password terlalu umum, pilih password lain')).toBeInTheDocument();
    expect(descriptionOf(field.password())).toBe('Password terlalu umum, pilih password lain');
    await waitFor(() => expect(field.password()).toHaveFocus());
    expect(screen.queryByText('Halaman masuk')).not.toBeInTheDocument();
    // typing a new password puts the form's own rules back
    await user.type(field.password(), 'X');
    await waitFor(() =>
      expect(descriptionOf(field.password())).toBe('Minimal 8 karakter, dengan huruf dan angka'),
    );
  });

  it('shows Password tidak sama on the confirmation field', async () => {
    renderRegister();
    await fill({ ...valid, confirmPassword: 'RahasiaBaru2' });
    await user.click(submit());
    expect(await screen.findByText('Password tidak sama')).toBeInTheDocument();
    expect(descriptionOf(field.confirmPassword())).toBe('Password tidak sama');
    expect(descriptionOf(field.password())).toBe('Minimal 8 karakter, dengan huruf dan angka');
    await waitFor(() => expect(field.confirmPassword()).toHaveFocus());
  });

  it('shows and hides each password on its own', async () => {
    renderRegister();
    await user.click(screen.getByRole('button', { name: 'Tampilkan konfirmasi password' }));
    expect(field.confirmPassword()).toHaveAttribute('type', 'text');
    expect(field.password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(field.password()).toHaveAttribute('type', 'text');
  });

  it("registers a seller, reading 'Mendaftar...' meanwhile, then goes to sign in", async () => {
    const call = deferred();
    register.mockReturnValue(call.promise);
    renderRegister();
    await user.click(screen.getByRole('radio', { name: /Penjual/ }));
    await fill(valid);
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Mendaftar...' })).toBeDisabled();
    expect(register).toHaveBeenCalledWith({
      role: 'seller',
      fullName: 'Rina Wulandari',
      email: 'rina@koperasi.test',
      phone: '081377776666',
      password: 'RahasiaBaru1',
    });
    await act(async () => call.resolve());
    expect(await screen.findByText('Halaman masuk')).toBeInTheDocument();
  });

  it('registers a buyer by default', async () => {
    register.mockResolvedValue(undefined);
    renderRegister();
    await fill(valid);
    await user.click(submit());
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ role: 'buyer' })));
  });

  it('stays on the screen when the server refuses (the service shows its message)', async () => {
    register.mockRejectedValue(new Error('User already registered'));
    renderRegister();
    await fill(valid);
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByText('Halaman masuk')).not.toBeInTheDocument();
    expect(field.email()).toHaveValue('rina@koperasi.test');
  });
});
