import type { ValidationError } from 'yup';
import { articleSchema, type ArticleFormValues } from './article';

/** A WEBP's first bytes: what the image check reads. */
const WEBP_HEAD = Uint8Array.from(Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L', 'latin1'));
const image = new File([WEBP_HEAD], 'a.webp', { type: 'image/webp' });
const valid: ArticleFormValues = {
  title: 'Panen',
  type: 'news',
  content: 'Isi',
  publishDate: '',
  currentImage: null,
  image,
};

async function errorsOf(
  values: Partial<ArticleFormValues>,
  requireImage = true,
): Promise<Record<string, string>> {
  try {
    await articleSchema({ requireImage }).validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as ValidationError).inner.map((e): [string, string] => [e.path ?? '', e.message]),
    );
  }
}

describe('articleSchema', () => {
  it('accepts a complete article', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ type: 'event', publishDate: '2030-01-01T08:00' })).toEqual({});
  });

  it("requires title, type and content with 'Wajib diisi'", async () => {
    expect(await errorsOf({ title: ' ', type: '', content: '' })).toEqual({
      title: 'Wajib diisi',
      type: 'Wajib diisi',
      content: 'Wajib diisi',
    });
  });

  it("refuses an unknown type and date with 'Isian tidak valid'", async () => {
    expect(await errorsOf({ type: 'blog', publishDate: 'kemarin' })).toEqual({
      type: 'Isian tidak valid',
      publishDate: 'Isian tidak valid',
    });
  });

  it("requires an image on create: 'Gambar artikel wajib diupload'", async () => {
    expect(await errorsOf({ image: null })).toEqual({ image: 'Gambar artikel wajib diupload' });
  });

  it('keeps the current image on edit when no new file is chosen', async () => {
    expect(await errorsOf({ image: null, currentImage: 'http://x/a.webp' }, false)).toEqual({});
    expect(await errorsOf({ image: null }, false)).toEqual({});
  });

  it('checks the chosen file: size, type and content', async () => {
    const big = new File([WEBP_HEAD], 'a.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6_000_000 });
    expect(await errorsOf({ image: big })).toEqual({
      image: 'Ukuran file maksimal 5 MB (file ini 6,0 MB)',
    });
    const gif = new File([new Uint8Array(1)], 'a.gif', { type: 'image/gif' });
    expect(await errorsOf({ image: gif })).toEqual({ image: 'Tipe file harus PNG, JPG, JPEG atau WEBP' });
    const renamedText = new File(['teks'], 'a.webp', { type: 'image/webp' });
    expect(await errorsOf({ image: renamedText })).toEqual({
      image: 'Isi file bukan gambar PNG, JPG, JPEG atau WEBP',
    });
  });
});
