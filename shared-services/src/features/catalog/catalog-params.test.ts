import { readCatalogParams, toCatalogQuery } from './catalog-params';

const read = (search: string) => readCatalogParams(new URLSearchParams(search));

describe('catalogue params', () => {
  it('orders a search by relevance and anything else by newest unless chosen', () => {
    expect(read('q=salmon').sort).toBe('relevance');
    expect(read('').sort).toBe('newest');
    expect(read('q=salmon&sort=price-asc').sort).toBe('price-asc');
    expect(read('q=salmon&sort=newest').sort).toBe('newest');
    // relevance belongs to a search
    expect(read('sort=relevance').sort).toBe('newest');
    expect(read('sort=apa').sort).toBe('newest');
  });

  it('keeps well-formed filters and drops malformed ones', () => {
    expect(read('category=3&division=Perikanan&q=%20ikan%20&page=2')).toEqual({
      categoryId: 3,
      division: 'Perikanan',
      q: 'ikan',
      sort: 'relevance',
      page: 2,
    });
    expect(read('category=3x&division=Tambang&page=-1')).toEqual({ q: '', sort: 'newest', page: 1 });
  });

  it('gives the query without empty filters', () => {
    expect(toCatalogQuery(read('category=3'))).toEqual({ categoryId: 3, sort: 'newest', page: 1 });
    expect(toCatalogQuery(read('q=udang&page=3'))).toEqual({ q: 'udang', sort: 'relevance', page: 3 });
  });
});
