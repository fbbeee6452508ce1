import { catalogSearch } from './catalog-params';

describe('catalogue params', () => {
  it('leaves the default order out of the address', () => {
    expect(catalogSearch({ q: 'salmon', sort: 'relevance' })).toBe('?q=salmon');
    expect(catalogSearch({ q: 'salmon', sort: 'newest' })).toBe('?q=salmon&sort=newest');
    expect(catalogSearch({ q: '', sort: 'relevance', categoryId: 1 })).toBe('?category=1');
    expect(catalogSearch({ sort: 'newest', page: 2 })).toBe('?page=2');
  });
});
