import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ProfileForm } from './profile-form';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getMyProfile: jest.fn(),
  saveProfile: jest.fn(),
  uploadAvatar: jest.fn(),
}));

const mocked = services as jest.Mocked<typeof services>;
/** The PNG signature: the first bytes the photo check reads. */
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const USER: services.User = {
  id: 'u3',
  email: 'pembeli@koperasi.test',
  displayName: 'Dewi Lestari',
  role: 'buyer',
  reputation: 12,
  phone: '081200000003',
};
const PROFILE: services.MyProfile = {
  id: 'u3',
  fullName: 'Dewi Lestari',
  email: 'pembeli@koperasi.test',
  phone: '081200000003',
  shippingAddress: {
    street: 'Jl. Melati No. 21',
    kelurahan: 'Cihapit',
    kecamatan: 'Bandung Wetan',
    city: 'Kota Bandung',
    province: 'Jawa Barat',
    postalCode: '40114',
  },
  address: '',
  avatarUrl: '',
};

function renderForm() {
  return renderWithProviders(<ProfileForm user={USER} />, {
    preloadedState: { auth: { user: USER, loading: false } },
  });
}

beforeEach(() => mocked.getMyProfile.mockResolvedValue(PROFILE));

describe('ProfileForm', () => {
  it('fills the form from the profile; the email is read-only', async () => {
    renderForm();
    expect(await screen.findByDisplayValue('Jl. Melati No. 21')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nama Lengkap/)).toHaveValue('Dewi Lestari');
    expect(screen.getByLabelText('Email')).toHaveValue('pembeli@koperasi.test');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText(/^Nomor Telepon/)).toHaveValue('081200000003');
    expect(screen.getByRole('button', { name: 'Ubah Foto' })).toBeEnabled();
  });

  it('shows the fields only once the stored profile is here, so nothing typed before it is replaced', async () => {
    let answer: (profile: services.MyProfile) => void = () => undefined;
    mocked.getMyProfile.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    expect(screen.getByLabelText('Email')).toHaveValue('pembeli@koperasi.test');
    expect(screen.queryByLabelText(/^Nomor Telepon/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Alamat \(jalan/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan Perubahan' })).toBeDisabled();
    answer(PROFILE);
    expect(await screen.findByLabelText(/^Alamat \(jalan/)).toHaveValue('Jl. Melati No. 21');
    expect(screen.getByLabelText(/^Nomor Telepon/)).toHaveValue('081200000003');
  });

  it("falls back to the session's name and phone when the profile cannot be read", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mocked.getMyProfile.mockRejectedValue(new Error('Error loading profile: offline'));
    renderForm();
    expect(await screen.findByLabelText(/^Nomor Telepon/)).toHaveValue('081200000003');
    expect(screen.getByLabelText(/^Nama Lengkap/)).toHaveValue('Dewi Lestari');
    expect(screen.getByLabelText(/^Alamat \(jalan/)).toHaveValue('');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('keeps Simpan Perubahan disabled until something changed', async () => {
    renderForm();
    await screen.findByDisplayValue('Jl. Melati No. 21');
    const save = screen.getByRole('button', { name: 'Simpan Perubahan' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Nomor Telepon/), '9');
    expect(save).toBeEnabled();
    await userEvent.type(screen.getByLabelText(/^Nomor Telepon/), '{backspace}');
    expect(save).toBeDisabled();
  });

  it('saves for real, disabled while saving, then says Profil berhasil diperbarui and updates the session user', async () => {
    let finish: (profile: services.MyProfile) => void = () => undefined;
    mocked.saveProfile.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { store } = renderForm();
    await screen.findByDisplayValue('Jl. Melati No. 21');
    const name = screen.getByLabelText(/^Nama Lengkap/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Dewi Lestari Putri');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));

    expect(await screen.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    expect(mocked.saveProfile).toHaveBeenCalledWith({
      fullName: 'Dewi Lestari Putri',
      phone: '081200000003',
      shippingAddress: PROFILE.shippingAddress,
    });
    mocked.getMyProfile.mockResolvedValue({ ...PROFILE, fullName: 'Dewi Lestari Putri' });
    finish({ ...PROFILE, fullName: 'Dewi Lestari Putri' });

    expect(await screen.findByText('Profil berhasil diperbarui')).toBeInTheDocument();
    expect(store.getState().auth.user).toMatchObject({ displayName: 'Dewi Lestari Putri' });
    expect(screen.getByRole('button', { name: 'Simpan Perubahan' })).toBeDisabled();
    expect(screen.getByLabelText(/^Nama Lengkap/)).toHaveValue('Dewi Lestari Putri');
  });

  it('says Gagal memperbarui profil when saving fails', async () => {
    mocked.saveProfile.mockRejectedValue(new Error('Error updating profile: offline'));
    renderForm();
    await screen.findByDisplayValue('Jl. Melati No. 21');
    await userEvent.type(screen.getByLabelText(/^Alamat \(jalan/), ' Blok C');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Gagal memperbarui profil')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan Perubahan' })).toBeEnabled();
  });

  it.each(['12ab', '0812', '08abcdefghij'])(
    "refuses the phone %p with 'Nomor telepon tidak valid' before anything is sent",
    async (phone) => {
      renderForm();
      await screen.findByDisplayValue('Jl. Melati No. 21');
      const field = screen.getByLabelText(/^Nomor Telepon/);
      await userEvent.clear(field);
      await userEvent.type(field, phone);
      await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
      expect(await screen.findByText('Nomor telepon tidak valid')).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(mocked.saveProfile).not.toHaveBeenCalled();
    },
  );

  it('takes a number with separators or a landline, but never no number (sign-up asked for one)', async () => {
    mocked.saveProfile.mockImplementation((input) => Promise.resolve({ ...PROFILE, ...input }));
    renderForm();
    await screen.findByDisplayValue('Jl. Melati No. 21');
    const field = screen.getByLabelText(/^Nomor Telepon/);
    for (const phone of ['+62 812-3456-7890', '(021) 555-0123']) {
      await userEvent.clear(field);
      await userEvent.type(field, phone);
      await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
      await waitFor(() =>
        expect(mocked.saveProfile).toHaveBeenLastCalledWith(expect.objectContaining({ phone })),
      );
    }
    expect(screen.queryByText('Nomor telepon tidak valid')).not.toBeInTheDocument();
    mocked.saveProfile.mockClear();
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Nomor telepon wajib diisi')).toBeInTheDocument();
    expect(mocked.saveProfile).not.toHaveBeenCalled();
  });

  it('refuses a name under 3 or over 120 characters, whole, and a postal code that is not 5 digits', async () => {
    renderForm();
    await screen.findByDisplayValue('Jl. Melati No. 21');
    const name = screen.getByLabelText(/^Nama Lengkap/);
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('A'.repeat(300));
    expect(name).toHaveValue('A'.repeat(300));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Nama maksimal 120 karakter')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'De');
    await userEvent.clear(screen.getByLabelText(/^Kode Pos/));
    await userEvent.type(screen.getByLabelText(/^Kode Pos/), '4011');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Nama minimal 3 karakter')).toBeInTheDocument();
    expect(screen.getByText('Kode pos harus 5 angka')).toBeInTheDocument();
    expect(mocked.saveProfile).not.toHaveBeenCalled();
  });

  it('saves the address field by field, and shows an address typed before as text to write again', async () => {
    mocked.getMyProfile.mockResolvedValue({
      ...PROFILE,
      shippingAddress: { street: '', kelurahan: '', kecamatan: '', city: '', province: '', postalCode: '' },
      address: 'Jl. Mawar 3, Cihapit, Bandung, Jawa Barat',
    });
    mocked.saveProfile.mockImplementation((input) => Promise.resolve({ ...PROFILE, ...input, address: '' }));
    renderForm();
    expect(await screen.findByTestId('old-address')).toHaveTextContent(
      'Alamat tersimpan sebelumnya: Jl. Mawar 3, Cihapit, Bandung, Jawa Barat.',
    );
    // never pasted into one field
    expect(screen.getByLabelText(/^Alamat \(jalan/)).toHaveValue('');
    await userEvent.type(screen.getByLabelText(/^Alamat \(jalan/), 'Jl. Mawar 3');
    await userEvent.type(screen.getByLabelText(/^Kelurahan/), 'Cihapit');
    await userEvent.type(screen.getByLabelText(/^Kecamatan/), 'Bandung Wetan');
    await userEvent.type(screen.getByLabelText(/^Kota/), 'Kota Bandung');
    await userEvent.selectOptions(screen.getByLabelText(/^Provinsi/), 'Jawa Barat');
    await userEvent.type(screen.getByLabelText(/^Kode Pos/), '40114');
    mocked.getMyProfile.mockResolvedValue({
      ...PROFILE,
      shippingAddress: { ...PROFILE.shippingAddress, street: 'Jl. Mawar 3' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() =>
      expect(mocked.saveProfile).toHaveBeenCalledWith(
        expect.objectContaining({
          shippingAddress: { ...PROFILE.shippingAddress, street: 'Jl. Mawar 3' },
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('old-address')).not.toBeInTheDocument());
  });

  it("shows the database's 'Nomor telepon tidak valid' on the phone field", async () => {
    mocked.saveProfile.mockRejectedValue(
      Object.assign(new Error('Error updating profile: Nomor telepon tidak valid'), {
        code: '22023',
        userMessage: 'Nomor telepon tidak valid',
      }),
    );
    renderForm();
    await screen.findByDisplayValue('Jl. Melati No. 21');
    await userEvent.type(screen.getByLabelText(/^Nomor Telepon/), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findAllByText('Nomor telepon tidak valid')).toHaveLength(2); // the field and the toast
    expect(screen.queryByText('Gagal memperbarui profil')).not.toBeInTheDocument();
  });

  it("uploads a new photo with 'Ubah Foto' and gives it to the header's user", async () => {
    mocked.uploadAvatar.mockResolvedValue('http://sb/storage/v1/object/public/avatars/u3/baru.png');
    const { store } = renderForm();
    const file = new File([PNG_HEAD, 'gambar'], 'saya.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('avatar-input'), file);
    expect(mocked.uploadAvatar).toHaveBeenCalledWith(file);
    expect(await screen.findByText('Foto profil berhasil diperbarui')).toBeInTheDocument();
    expect(store.getState().auth.user?.photoURL).toBe(
      'http://sb/storage/v1/object/public/avatars/u3/baru.png',
    );
  });

  it('refuses a file that is not an image before sending it, in Indonesian', async () => {
    renderForm();
    await userEvent.upload(
      screen.getByTestId('avatar-input'),
      new File(['bukan gambar'], 'foto.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('foto.png: Isi file bukan gambar PNG, JPG, JPEG atau WEBP'),
    ).toBeInTheDocument();
    expect(mocked.uploadAvatar).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ubah Foto' })).toBeEnabled());
  });

  it('shows how large a refused photo is', async () => {
    renderForm();
    const big = new File([PNG_HEAD], 'besar.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6_000_000 });
    await userEvent.upload(screen.getByTestId('avatar-input'), big);
    expect(
      await screen.findByText('besar.png: Ukuran file maksimal 5 MB (file ini 6,0 MB)'),
    ).toBeInTheDocument();
    expect(mocked.uploadAvatar).not.toHaveBeenCalled();
  });

  it("says 'Gagal mengubah foto profil' when the upload itself fails", async () => {
    mocked.uploadAvatar.mockRejectedValue(new Error('Error updating profile: new row violates policy'));
    renderForm();
    await userEvent.upload(
      screen.getByTestId('avatar-input'),
      new File([PNG_HEAD], 'saya.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Gagal mengubah foto profil')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ubah Foto' })).toBeEnabled());
  });
});
