import { IMAGE_ACCEPT, imageFileError, selectImageFiles, UPLOAD_MESSAGES } from './upload';

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

describe('image upload checks', () => {
  it('accepts png, jpg, jpeg and webp up to 5,000,000 bytes', () => {
    expect(imageFileError(file('a.png', 10, 'image/png'))).toBeNull();
    expect(imageFileError(file('a.JPG', 10, 'image/jpeg'))).toBeNull();
    expect(imageFileError(file('a.jpeg', 10, 'image/jpeg'))).toBeNull();
    expect(imageFileError({ name: 'a.webp', size: 5_000_000, type: 'image/webp' })).toBeNull();
  });

  it("refuses other types with 'File type must be ...'", () => {
    expect(UPLOAD_MESSAGES.fileType).toBe('File type must be one of .png, .jpg, .jpeg, .webp');
    expect(imageFileError(file('a.gif', 10, 'image/gif'))).toBe(UPLOAD_MESSAGES.fileType);
    expect(imageFileError(file('a.pdf', 10, 'application/pdf'))).toBe(UPLOAD_MESSAGES.fileType);
    expect(imageFileError(file('noextension', 10, 'image/png'))).toBe(UPLOAD_MESSAGES.fileType);
    // a renamed file: the extension says png, the type says gif
    expect(imageFileError(file('a.png', 10, 'image/gif'))).toBe(UPLOAD_MESSAGES.fileType);
  });

  it("refuses a file over 5,000,000 bytes with 'File is larger than 5000000 bytes'", () => {
    expect(imageFileError({ name: 'big.png', size: 5_000_001, type: 'image/png' })).toBe(
      'File is larger than 5000000 bytes',
    );
  });

  it("refuses an empty file with 'File is smaller than 1 bytes'", () => {
    expect(imageFileError(file('empty.png', 0, 'image/png'))).toBe('File is smaller than 1 bytes');
  });

  it("keeps only as many files as fit and refuses the rest with 'Too many files'", () => {
    const files = [
      file('1.png', 1, 'image/png'),
      file('2.gif', 1, 'image/gif'),
      file('3.webp', 1, 'image/webp'),
    ];
    const { accepted, rejected } = selectImageFiles(files, 1);
    expect(accepted.map((f) => f.name)).toEqual(['1.png']);
    expect(rejected.map((r) => [r.file.name, r.message])).toEqual([
      ['2.gif', UPLOAD_MESSAGES.fileType],
      ['3.webp', 'Too many files'],
    ]);
  });

  it('offers the accepted types to the file input', () => {
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp');
  });
});
