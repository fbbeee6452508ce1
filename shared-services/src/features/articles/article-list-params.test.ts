import { readArticleListParams, toArticleListQuery } from './article-list-params';

describe('readArticleListParams', () => {
  it('reads the type and page of /artikel', () => {
    expect(readArticleListParams(new URLSearchParams('type=event&page=3'))).toEqual({
      type: 'event',
      page: 3,
    });
  });

  it('falls back to every type and page 1 for anything malformed', () => {
    for (const search of ['', 'type=semua&page=0', 'type=NEWS&page=1.5', 'page=-2', 'page=abc']) {
      expect(readArticleListParams(new URLSearchParams(search))).toEqual({ page: 1 });
    }
  });
});

describe('toArticleListQuery', () => {
  it('asks for one page of one type, or of every type', () => {
    expect(toArticleListQuery({ type: 'promo', page: 2 })).toEqual({
      type: 'promo',
      page: 2,
      pageSize: 9,
    });
    expect(toArticleListQuery({ page: 1 })).toEqual({ page: 1, pageSize: 9 });
  });
});
