import type { ValidationError } from 'yup';
import { articleSchema, type ArticleFormValues } from './article';

const image = new File([new Uint8Array(4)], 'a.webp', { type: 'image/webp' });
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

  it("requires title, type and content with 'Required'", async () => {
    expect(await errorsOf({ title: ' ', type: '', content: '' })).toEqual({
      title: 'Required',
      type: 'Required',
      content: 'Required',
    });
  });

  it("refuses an unknown type and date with 'Invalid input'", async () => {
    expect(await errorsOf({ type: 'blog', publishDate: 'kemarin' })).toEqual({
      type: 'Invalid input',
      publishDate: 'Invalid input',
    });
  });

  it("requires an image on create: 'Gambar artikel wajib diupload'", async () => {
    expect(await errorsOf({ image: null })).toEqual({ image: 'Gambar artikel wajib diupload' });
  });

  it('keeps the current image on edit when no new file is chosen', async () => {
    expect(await errorsOf({ image: null, currentImage: 'http://x/a.webp' }, false)).toEqual({});
    expect(await errorsOf({ image: null }, false)).toEqual({});
  });

  it('checks the chosen file', async () => {
    const big = new File([new Uint8Array(1)], 'a.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5_000_001 });
    expect(await errorsOf({ image: big })).toEqual({ image: 'File is larger than 5000000 bytes' });
    const gif = new File([new Uint8Array(1)], 'a.gif', { type: 'image/gif' });
    expect(await errorsOf({ image: gif })).toEqual({
      image: 'File type must be one of .png, .jpg, .jpeg, .webp',
    });
  });
});
