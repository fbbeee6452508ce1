import { catalogSearch, readCatalogParams } from './catalog-params';

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

  it('leaves the default order out of the address', () => {
    expect(catalogSearch({ q: 'salmon', sort: 'relevance' })).toBe('?q=salmon');
    expect(catalogSearch({ q: 'salmon', sort: 'newest' })).toBe('?q=salmon&sort=newest');
    expect(catalogSearch({ q: '', sort: 'relevance', categoryId: 1 })).toBe('?category=1');
    expect(catalogSearch({ sort: 'newest', page: 2 })).toBe('?page=2');
  });
});
