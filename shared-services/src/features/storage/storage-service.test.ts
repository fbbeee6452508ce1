import { fileExtension, fileNameFromUrl, isBucketUrl, randomFileName } from './storage-service';

describe('storage names', () => {
  it('keeps the original extension under a random name', () => {
    expect(randomFileName({ name: 'Foto Ikan.JPEG' })).toMatch(/^[0-9a-f-]{36}\.jpeg$/);
    expect(randomFileName({ name: 'tanpa-ekstensi', type: 'image/webp' })).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(randomFileName({ name: 'a.png' })).not.toBe(randomFileName({ name: 'a.png' }));
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('none')).toBe('');
  });

  it('finds the stored name as the last path segment of a public URL', () => {
    expect(fileNameFromUrl('http://127.0.0.1:54321/storage/v1/object/public/products/abc.webp')).toBe(
      'abc.webp',
    );
    expect(fileNameFromUrl('http://h/storage/v1/object/public/products/a%20b.png?download=')).toBe('a b.png');
  });

  it('tells the objects of a bucket from other URLs, on any host', () => {
    expect(isBucketUrl('products', 'http://127.0.0.1:6001/storage/v1/object/public/products/a.png')).toBe(
      true,
    );
    expect(isBucketUrl('products', 'http://h/storage/v1/object/public/articles/a.png')).toBe(false);
    expect(isBucketUrl('products', 'https://images.example.com/a.png')).toBe(false);
  });
});
