import {
  checkImageFile,
  formatFileSize,
  formatSizeLimit,
  IMAGE_ACCEPT,
  imageFileError,
  imageTypeOf,
  selectImageFiles,
  UPLOAD_MESSAGES,
} from './upload';

/** Real 1 x 1 images as browsers decode them. */
const IMAGES = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  jpeg: '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  webp: 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
};
const bytesOf = (kind: keyof typeof IMAGES) => Uint8Array.from(Buffer.from(IMAGES[kind], 'base64'));
const image = (kind: keyof typeof IMAGES, name: string, type = `image/${kind}`) =>
  new File([bytesOf(kind)], name, { type });
const text = (name: string, type = 'image/png') =>
  new File(['Ini catatan belanja, bukan gambar.\n'], name, { type });
const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

describe('formatFileSize', () => {
  it('shows bytes, KB and MB in the Indonesian way', () => {
    expect(formatFileSize(0)).toBe('0 byte');
    expect(formatFileSize(512)).toBe('512 byte');
    expect(formatFileSize(8_500)).toBe('8,5 KB');
    expect(formatFileSize(80_000)).toBe('80 KB');
    expect(formatFileSize(156_400)).toBe('156 KB');
    expect(formatFileSize(999_400)).toBe('999 KB');
    expect(formatFileSize(999_600)).toBe('1,0 MB');
    expect(formatFileSize(1_250_000)).toBe('1,3 MB');
    expect(formatFileSize(6_000_000)).toBe('6,0 MB');
    expect(formatFileSize(12_345_678)).toBe('12,3 MB');
  });

  it('never shows a file between 80 and 160 KB as 0 MB', () => {
    for (const size of [80_000, 100_000, 120_500, 160_000]) expect(formatFileSize(size)).toMatch(/^\d+ KB$/);
  });

  it('shows a limit without needless decimals', () => {
    expect(formatSizeLimit(5_000_000)).toBe('5 MB');
    expect(formatSizeLimit(2_500_000)).toBe('2,5 MB');
  });
});

describe('imageTypeOf: the first bytes of a file', () => {
  it('knows PNG, JPEG and WEBP', () => {
    expect(imageTypeOf(bytesOf('png'))).toBe('image/png');
    expect(imageTypeOf(bytesOf('jpeg'))).toBe('image/jpeg');
    expect(imageTypeOf(bytesOf('webp'))).toBe('image/webp');
  });

  it('refuses text, GIF, PDF, a RIFF that is not WEBP and too few bytes', () => {
    const ascii = (value: string) => Uint8Array.from(Buffer.from(value, 'latin1'));
    expect(imageTypeOf(ascii('hello, world'))).toBeNull();
    expect(imageTypeOf(ascii('GIF89a\x01\x00\x01\x00\x00\x00'))).toBeNull();
    expect(imageTypeOf(ascii('%PDF-1.7\n%\xe2\xe3'))).toBeNull();
    expect(imageTypeOf(ascii('RIFF\x24\x00\x00\x00WAVE'))).toBeNull();
    expect(imageTypeOf(bytesOf('png').subarray(0, 7))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('image upload checks', () => {
  it('accepts png, jpg, jpeg and webp up to 5,000,000 bytes', () => {
    expect(imageFileError(file('a.png', 10, 'image/png'))).toBeNull();
    expect(imageFileError(file('a.JPG', 10, 'image/jpeg'))).toBeNull();
    expect(imageFileError(file('a.jpeg', 10, 'image/jpeg'))).toBeNull();
    expect(imageFileError({ name: 'a.webp', size: 5_000_000, type: 'image/webp' })).toBeNull();
  });

  it("refuses other types with 'Tipe file harus PNG, JPG, JPEG atau WEBP'", () => {
    expect(UPLOAD_MESSAGES.fileType).toBe('Tipe file harus PNG, JPG, JPEG atau WEBP');
    expect(imageFileError(file('a.gif', 10, 'image/gif'))).toBe(UPLOAD_MESSAGES.fileType);
    expect(imageFileError(file('a.pdf', 10, 'application/pdf'))).toBe(UPLOAD_MESSAGES.fileType);
    expect(imageFileError(file('noextension', 10, 'image/png'))).toBe(UPLOAD_MESSAGES.fileType);
    // a renamed file: the extension says png, the type says gif
    expect(imageFileError(file('a.png', 10, 'image/gif'))).toBe(UPLOAD_MESSAGES.fileType);
  });

  it('refuses a file over 5,000,000 bytes, saying the limit and its size', () => {
    expect(imageFileError({ name: 'big.png', size: 6_000_000, type: 'image/png' })).toBe(
      'Ukuran file maksimal 5 MB (file ini 6,0 MB)',
    );
  });

  it("refuses an empty file with 'File kosong'", () => {
    expect(imageFileError(file('empty.png', 0, 'image/png'))).toBe('File kosong');
  });
});

describe('checkImageFile: name, type, size and content', () => {
  it('accepts a real PNG, JPEG and WEBP', async () => {
    expect(await checkImageFile(image('png', 'foto.png'))).toBeNull();
    expect(await checkImageFile(image('jpeg', 'foto.jpg'))).toBeNull();
    expect(await checkImageFile(image('jpeg', 'foto.jpeg'))).toBeNull();
    expect(await checkImageFile(image('webp', 'foto.webp'))).toBeNull();
    // the browser gave no type: the name and the content decide
    expect(await checkImageFile(image('png', 'foto.png', ''))).toBeNull();
  });

  it('refuses a text file renamed to .png, with the reason in Indonesian', async () => {
    expect(await checkImageFile(text('foto.png'))).toBe('Isi file bukan gambar PNG, JPG, JPEG atau WEBP');
    expect(await checkImageFile(text('foto.jpg', 'image/jpeg'))).toBe(UPLOAD_MESSAGES.fileContent);
    expect(await checkImageFile(text('foto.webp', ''))).toBe(UPLOAD_MESSAGES.fileContent);
  });

  it('accepts a real image under another image extension (storage keeps its true type)', async () => {
    expect(await checkImageFile(image('jpeg', 'foto.png', 'image/png'))).toBeNull();
  });

  it('checks name and size before reading the content', async () => {
    expect(await checkImageFile(text('catatan.txt', 'text/plain'))).toBe(UPLOAD_MESSAGES.fileType);
    const big = image('png', 'besar.png');
    Object.defineProperty(big, 'size', { value: 5_000_001 });
    expect(await checkImageFile(big)).toBe('Ukuran file maksimal 5 MB (file ini 5,0 MB)');
  });
});

describe('selectImageFiles', () => {
  it('keeps only as many good files as fit and refuses the rest with their reason', async () => {
    const files = [
      image('png', '1.png'),
      file('2.gif', 1, 'image/gif'),
      text('3.png'),
      image('webp', '4.webp'),
      image('jpeg', '5.jpg'),
    ];
    const { accepted, rejected } = await selectImageFiles(files, 2, 10);
    expect(accepted.map((f) => f.name)).toEqual(['1.png', '4.webp']);
    expect(rejected.map((r) => [r.file.name, r.message])).toEqual([
      ['2.gif', 'Tipe file harus PNG, JPG, JPEG atau WEBP'],
      ['3.png', 'Isi file bukan gambar PNG, JPG, JPEG atau WEBP'],
      ['5.jpg', 'Terlalu banyak file (maksimal 10 gambar)'],
    ]);
  });

  it('offers the accepted types to the file input', () => {
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp');
  });
});
