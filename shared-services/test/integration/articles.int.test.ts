import {
  countArticles,
  createArticle,
  deleteArticle,
  getArticle,
  getArticles,
  updateArticle,
} from '../../src/features/articles/article-service';
import type { ArticleInput } from '../../src/features/articles/article-model';
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

const input = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: `Berita Uji ${Math.random().toString(36).slice(2, 8)}`,
  type: 'news',
  content: 'Isi berita uji untuk koperasi.',
  ...overrides,
});

describe('createArticle / getArticle / getArticles', () => {
  it("creates a published article with its image, author 'Admin' and the publish date now", async () => {
    actAs(actors.admin);
    const fields = input({ type: 'promo' });
    const id = await createArticle(fields, webpFile('Promo.webp'));
    const article = await getArticle(id);
    expect(article).toMatchObject({
      id,
      title: fields.title,
      type: 'promo',
      content: fields.content,
      author: 'Admin',
      status: 'published',
    });
    expect(Math.abs(Date.parse(article.publishDate) - Date.now())).toBeLessThan(60_000);
    expect(article.image).toMatch(/\/storage\/v1\/object\/public\/articles\/[0-9a-f-]{36}\.webp$/);
    expect(await statusOf(actors.server, article.image!)).toBe(200);
  });

  it('schedules an article with a future publish date: only admins see it until then', async () => {
    actAs(actors.admin);
    const publishDate = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const id = await createArticle(input({ type: 'event', publishDate }), pngFile());
    const article = await getArticle(id);
    expect(article.status).toBe('scheduled');
    expect(Date.parse(article.publishDate)).toBe(Date.parse(publishDate));
    expect((await getArticles())[0]!.id).toBe(id);

    actAs(actors.anon);
    expect((await getArticles()).some((a) => a.id === id)).toBe(false);
    await expect(getArticle(id)).rejects.toThrow(/^Article not found$/);
  });

  it('lists newest first and counts what the caller may read', async () => {
    actAs(actors.admin);
    const all = await getArticles();
    const times = all.map((a) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(await countArticles()).toBe(all.length);
    actAs(actors.anon);
    expect(await countArticles()).toBe(all.filter((a) => Date.parse(a.publishDate) <= Date.now()).length);
  });

  it("refuses a seller: 'Error creating article: ...', no file is left behind", async () => {
    actAs(actors.seller);
    const before = await objectNames(actors.server, 'articles');
    await expect(createArticle(input(), null)).rejects.toThrow(
      /^Error creating article: new row violates row-level security policy/,
    );
    await expect(createArticle(input(), pngFile())).rejects.toThrow(/^Error creating article: .+/);
    expect(await objectNames(actors.server, 'articles')).toEqual(before);
  });

  it('refuses an image type the bucket does not take', async () => {
    actAs(actors.admin);
    await expect(createArticle(input(), gifFile())).rejects.toThrow(
      'Error creating article: mime type image/gif is not supported',
    );
  });

  it("answers 'Article not found' and wraps failing reads", async () => {
    actAs(actors.admin);
    await expect(getArticle(987_654)).rejects.toThrow(/^Article not found$/);
    actAs(actors.broken);
    await expect(getArticle(1)).rejects.toThrow(/^Error getting article: .+/);
    await expect(getArticles()).rejects.toThrow(/^Error getting articles: .+/);
    await expect(countArticles()).rejects.toThrow(/^Error getting articles: .+/);
  });
});

describe('updateArticle', () => {
  it('keeps the current image when no file is chosen, sets updated_at', async () => {
    actAs(actors.admin);
    const id = await createArticle(input(), pngFile());
    const before = await getArticle(id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await updateArticle(id, input({ title: 'Judul Baru Uji', type: 'event', content: 'Isi baru' }));
    const after = await getArticle(id);
    expect(after).toMatchObject({
      title: 'Judul Baru Uji',
      type: 'event',
      content: 'Isi baru',
      image: before.image,
      publishDate: before.publishDate,
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  it('replaces the image when a new file is chosen and removes the old file', async () => {
    actAs(actors.admin);
    const id = await createArticle(input(), pngFile());
    const before = await getArticle(id);
    await updateArticle(id, input(), webpFile());
    const after = await getArticle(id);
    expect(after.image).not.toBe(before.image);
    expect(after.image).toMatch(/\.webp$/);
    expect(await statusOf(actors.server, after.image!)).toBe(200);
    expect(await statusOf(actors.server, before.image!)).toBe(400);
  });

  it('reschedules with a new publish date', async () => {
    actAs(actors.admin);
    const id = await createArticle(input(), pngFile());
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await updateArticle(id, input({ publishDate: later }));
    const article = await getArticle(id);
    expect(article.status).toBe('scheduled');
    expect(Date.parse(article.publishDate)).toBe(Date.parse(later));
  });

  it("refuses a seller: 'Error updating article: ...', nothing changes", async () => {
    actAs(actors.admin);
    const id = await createArticle(input(), pngFile());
    const original = await getArticle(id);
    actAs(actors.seller);
    await expect(updateArticle(id, input({ title: 'Dibajak' }))).rejects.toThrow(
      `Error updating article: permission denied for article ${id}`,
    );
    actAs(actors.admin);
    expect(await getArticle(id)).toEqual(original);
  });

  it("answers 'Error updating article: Article not found' for a missing id", async () => {
    actAs(actors.admin);
    await expect(updateArticle(987_654, input())).rejects.toThrow(
      'Error updating article: Article not found',
    );
  });
});

describe('deleteArticle', () => {
  it('removes the stored image, then deletes the row', async () => {
    actAs(actors.admin);
    const id = await createArticle(input(), pngFile());
    const { image } = await getArticle(id);
    await deleteArticle(id);
    await expect(getArticle(id)).rejects.toThrow('Article not found');
    expect(await statusOf(actors.server, image!)).toBe(400);
  });

  it("refuses a seller: 'Error deleting article: ...', the article and its image stay", async () => {
    actAs(actors.admin);
    const id = await createArticle(input(), pngFile());
    const { image } = await getArticle(id);
    actAs(actors.seller);
    await expect(deleteArticle(id)).rejects.toThrow(
      `Error deleting article: permission denied for article ${id}`,
    );
    actAs(actors.admin);
    expect((await getArticle(id)).image).toBe(image);
    expect(await statusOf(actors.server, image!)).toBe(200);
  });

  it("answers 'Error deleting article: Article not found' for a missing id", async () => {
    actAs(actors.admin);
    await expect(deleteArticle(987_654)).rejects.toThrow('Error deleting article: Article not found');
  });
});
