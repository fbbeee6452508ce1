import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImagePicker, type ImagePickerProps } from './image-picker';

/** The PNG signature: the first bytes the picker reads. */
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name: string, size = 1000) =>
  new File([PNG_HEAD, new Uint8Array(Math.max(0, size - PNG_HEAD.length))], name, { type: 'image/png' });
const STORED = [
  'http://x/storage/v1/object/public/products/a.webp',
  'http://x/storage/v1/object/public/products/b.webp',
];

function Harness(props: Partial<ImagePickerProps> & { initialExisting?: string[] }) {
  const [files, setFiles] = useState<File[]>([]);
  const [existing, setExisting] = useState(props.initialExisting ?? []);
  return (
    <ImagePicker
      label="Gambar Produk"
      maxFiles={3}
      existing={existing}
      onRemoveExisting={(url) => setExisting((list) => list.filter((item) => item !== url))}
      files={files}
      onFilesChange={setFiles}
      {...props}
    />
  );
}

describe('ImagePicker', () => {
  it('is labelled, takes the accepted types and tells the limits', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Gambar Produk');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription(
      'PNG, JPG, JPEG atau WEBP, maksimal 5 MB per file, hingga 3 gambar.',
    );
  });

  it("shows a stored image as a rendition of the thumbnail's size, the stored file as fallback", () => {
    render(<Harness initialExisting={STORED} />);
    const thumbnail = screen.getByRole('img', { name: 'Gambar tersimpan 1' });
    expect(thumbnail).toHaveAttribute('src', STORED[0]);
    expect(thumbnail.getAttribute('srcset')).toContain(
      'http://x/storage/v1/render/image/public/products/a.webp?width=160 160w',
    );
    expect(thumbnail).toHaveAttribute('sizes', '112px');
    fireEvent.error(thumbnail);
    expect(screen.getByRole('img', { name: 'Gambar tersimpan 1' })).not.toHaveAttribute('srcset');
  });

  it('shows stored images that can be removed and chosen files with their previews', async () => {
    const user = userEvent.setup();
    render(<Harness initialExisting={STORED} />);
    expect(screen.getAllByRole('img', { name: /Gambar tersimpan/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Hapus gambar tersimpan 1' }));
    expect(screen.getAllByRole('img', { name: /Gambar tersimpan/ })).toHaveLength(1);

    await user.upload(screen.getByLabelText('Gambar Produk'), [png('satu.png'), png('dua.png')]);
    expect(await screen.findByRole('img', { name: 'Gambar baru satu.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus gambar baru satu.png' }));
    expect(screen.queryByRole('img', { name: 'Gambar baru satu.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gambar baru dua.png' })).toBeInTheDocument();
  });

  it('refuses wrong types, large files, renamed text files and too many files, in Indonesian', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness initialExisting={STORED} />);
    const big = png('besar.png');
    Object.defineProperty(big, 'size', { value: 6_000_000 });
    await user.upload(screen.getByLabelText('Gambar Produk'), [
      new File(['x'], 'a.gif', { type: 'image/gif' }),
      big,
      new File(['bukan gambar, hanya teks'], 'catatan.png', { type: 'image/png' }),
      png('ok.png'),
      png('lebih.png'),
    ]);
    expect(await screen.findByText('a.gif: Tipe file harus PNG, JPG, JPEG atau WEBP')).toBeInTheDocument();
    expect(screen.getByText('besar.png: Ukuran file maksimal 5 MB (file ini 6,0 MB)')).toBeInTheDocument();
    expect(
      screen.getByText('catatan.png: Isi file bukan gambar PNG, JPG, JPEG atau WEBP'),
    ).toBeInTheDocument();
    expect(screen.getByText('lebih.png: Terlalu banyak file (maksimal 3 gambar)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gambar baru ok.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Gambar baru catatan.png' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Gambar Produk')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Pilih Gambar' })).toBeDisabled();
  });

  it('refuses a text file renamed to .png and adds nothing', async () => {
    const user = userEvent.setup();
    const onFilesChange = jest.fn();
    render(<ImagePicker label="Gambar" maxFiles={3} files={[]} onFilesChange={onFilesChange} />);
    await user.upload(
      screen.getByLabelText('Gambar'),
      new File(['halo, ini teks biasa'], 'foto.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('foto.png: Isi file bukan gambar PNG, JPG, JPEG atau WEBP'),
    ).toBeInTheDocument();
    expect(onFilesChange).not.toHaveBeenCalled();
  });

  it('tells the form while it checks the chosen files', async () => {
    const user = userEvent.setup();
    const onCheckingChange = jest.fn();
    render(<Harness onCheckingChange={onCheckingChange} />);
    await user.upload(screen.getByLabelText('Gambar Produk'), png('satu.png'));
    await screen.findByRole('img', { name: 'Gambar baru satu.png' });
    expect(onCheckingChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows the size of each chosen file in KB or MB', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Gambar Produk'), [
      png('kecil.png', 80_000),
      png('sedang.png', 156_400),
      png('besar.png', 1_250_000),
    ]);
    expect(await screen.findByText('kecil.png · 80 KB')).toBeInTheDocument();
    expect(screen.getByText('sedang.png · 156 KB')).toBeInTheDocument();
    expect(screen.getByText('besar.png · 1,3 MB')).toBeInTheDocument();
  });

  it('takes dropped files', async () => {
    render(<Harness />);
    fireEvent.drop(screen.getByText('atau seret gambar ke sini').parentElement!.parentElement!, {
      dataTransfer: { files: [png('jatuh.png')] },
    });
    expect(await screen.findByRole('img', { name: 'Gambar baru jatuh.png' })).toBeInTheDocument();
  });

  it('holds one image when maxFiles is 1: a new choice replaces the chosen and the stored one', async () => {
    const user = userEvent.setup();
    render(<Harness maxFiles={1} initialExisting={[STORED[0]!]} onRemoveExisting={undefined} />);
    expect(screen.getByLabelText('Gambar Produk')).not.toHaveAttribute('multiple');
    expect(screen.queryByRole('button', { name: /Hapus gambar tersimpan/ })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Gambar Produk'), png('pengganti.png'));
    expect(await screen.findByRole('img', { name: 'Gambar baru pengganti.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Gambar tersimpan/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ganti Gambar' })).toBeEnabled();
  });

  it('shows the upload progress of each chosen file', () => {
    const file = png('besar.png', 10);
    render(
      <ImagePicker
        label="Gambar"
        maxFiles={3}
        files={[file]}
        onFilesChange={() => undefined}
        progress={[0.42]}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Mengunggah Gambar baru besar.png' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.getByText('Unggah 42%')).toBeInTheDocument();
  });

  it('shows the form error tied to the input', () => {
    render(
      <ImagePicker
        label="Gambar Artikel"
        maxFiles={1}
        files={[]}
        onFilesChange={() => undefined}
        error="Gambar artikel wajib diupload"
      />,
    );
    expect(screen.getByLabelText('Gambar Artikel')).toHaveAccessibleDescription(
      'Gambar artikel wajib diupload',
    );
  });
});
