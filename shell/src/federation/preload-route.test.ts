import { routeModuleFor } from './preload-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn() }));

describe('routeModuleFor', () => {
  it('finds the storefront module of a buyer page', () => {
    expect(routeModuleFor('/')).toEqual({ remote: 'storefront', expose: 'HomePage' });
    expect(routeModuleFor('/products/12')).toEqual({ remote: 'storefront', expose: 'ProductPage' });
  });

  it('finds the back office module of an admin page and the auth module of the login page', () => {
    expect(routeModuleFor('/admin/products')?.remote).toBe('backoffice');
    expect(routeModuleFor('/auth/login')?.remote).toBe('auth');
  });

  it('finds nothing for an unknown path', () => {
    expect(routeModuleFor('/tidak-ada/halaman')).toBeNull();
  });
});
