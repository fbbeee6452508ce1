import { removeImages, uploadImage, uploadImages } from '../../src/features/storage/storage-service';
import {
  actAs,
  gifFile,
  objectNames,
  pngFile,
  startActors,
  statusOf,
  webpFile,
  type Actors,
} from './backoffice-fixtures';

let actors: Actors;
beforeAll(async () => {
  actors = await startActors();
}, 120_000);
afterAll(async () => actors?.server.stop());

describe('image storage', () => {
  it('uploads under a random name keeping the extension and returns a public URL anyone can fetch', async () => {
    actAs(actors.seller);
    const progress: number[] = [];
    const url = await uploadImage('products', pngFile('Foto Produk.PNG'), (loaded, total) =>
      progress.push(loaded / total),
    );
    expect(url).toMatch(
      new RegExp(`^${actors.server.url}/storage/v1/object/public/products/[0-9a-f-]{36}\\.png$`),
    );
    expect(await statusOf(actors.server, url)).toBe(200);
    expect(progress.at(-1)).toBe(1);
  });

  it('uploads several files in order, reporting progress per file', async () => {
    actAs(actors.seller);
    const seen = new Set<number>();
    const urls = await uploadImages('products', [pngFile(), webpFile()], {
      onProgress: (index) => seen.add(index),
    });
    expect(urls).toHaveLength(2);
    expect(urls[1]).toMatch(/\.webp$/);
    expect([...seen]).toEqual([0, 1]);
  });

  it('removes the files already stored when a later one fails', async () => {
    actAs(actors.seller);
    const before = await objectNames(actors.server, 'products');
    await expect(uploadImages('products', [pngFile(), gifFile()])).rejects.toThrow(
      'mime type image/gif is not supported',
    );
    expect(await objectNames(actors.server, 'products')).toEqual(before);
  });

  it('refuses a buyer (products bucket) and a seller (articles bucket)', async () => {
    actAs(actors.buyer);
    await expect(uploadImage('products', pngFile())).rejects.toThrow(/row-level security/);
    actAs(actors.seller);
    await expect(uploadImage('articles', pngFile())).rejects.toThrow(/row-level security/);
  });

  it('removes by the last path segment, leaves external URLs and files of others alone', async () => {
    actAs(actors.seller);
    const mine = await uploadImage('products', pngFile());
    actAs(actors.seller2);
    const theirs = await uploadImage('products', pngFile());
    actAs(actors.seller);
    await removeImages('products', [mine, theirs, 'https://images.example.com/x.png']);
    expect(await statusOf(actors.server, mine)).toBe(400);
    expect(await statusOf(actors.server, theirs)).toBe(200);
  });
});
