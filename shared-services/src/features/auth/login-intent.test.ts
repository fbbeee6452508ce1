import { makeStore } from '../../store/store';
import { notify } from '../../notify/notify';
import { addToWishlist } from '../wishlist/wishlist-service';
import { createCartSync } from '../cart/cart-sync';
import { clearUser, setUser } from './auth-slice';
import {
  afterSignInPath,
  clearLoginIntent,
  LOGIN_INTENT_KEY,
  LOGIN_INTENT_TTL_MS,
  peekLoginIntent,
  rememberReturnPath,
  requestSignIn,
  safeReturnPath,
  takeLoginAction,
} from './login-intent';
import type { User } from './user';

jest.mock('../../notify/notify', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.mock('../wishlist/wishlist-service', () => ({ addToWishlist: jest.fn() }));

beforeEach(() => {
  sessionStorage.clear();
  jest.useRealTimers();
});

describe('safeReturnPath: only paths of this site', () => {
  it.each([
    ['/products/3', '/products/3'],
    ['/products?category=2&q=ikan', '/products?category=2&q=ikan'],
    ['/checkout', '/checkout'],
    ['/products/3#ulasan', '/products/3#ulasan'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/a/../profile', '/profile'],
  ])('keeps %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/products',
    'https://evil.com',
    'https://evil.com/products/3',
    'http:evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    'products/3',
    '',
    ' /products',
    '/auth/login',
    '/auth/login?redirect=/cart',
    '/auth',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(['/cart'])).toBeNull();
    expect(safeReturnPath('/x'.repeat(2000))).toBeNull();
  });
});

describe('the sign-in round trip', () => {
  it('goes home when nothing was asked for', () => {
    expect(afterSignInPath()).toBe('/');
    expect(afterSignInPath({ search: '' })).toBe('/');
  });

  it('follows ?redirect=, ?next= and the router state of a guarded page, and ignores unsafe ones', () => {
    expect(afterSignInPath({ search: '?redirect=%2Fproducts%2F3' })).toBe('/products/3');
    expect(afterSignInPath({ search: '?next=/checkout' })).toBe('/checkout');
    expect(afterSignInPath({ search: '', state: { from: '/orders/9' } })).toBe('/orders/9');
    expect(afterSignInPath({ search: '?redirect=//evil.com' })).toBe('/');
    expect(afterSignInPath({ search: '?redirect=https%3A%2F%2Fevil.com' })).toBe('/');
    expect(afterSignInPath({ search: '?next=https://evil.com', state: { from: '//evil.com' } })).toBe('/');
  });

  it('keeps the page and the action for this tab, and returns there once', () => {
    expect(requestSignIn('/products/3', { type: 'wishlist', productId: 3 })).toEqual({
      from: '/products/3',
    });
    expect(requestSignIn('https://evil.com', { type: 'wishlist', productId: 3 })).toEqual({});
    expect(requestSignIn('/products/3', { type: 'wishlist', productId: 3 })).toEqual({
      from: '/products/3',
    });
    // e.g. back from Google: the callback has no ?redirect=
    expect(afterSignInPath()).toBe('/products/3');
    expect(afterSignInPath()).toBe('/');
    // the action is taken separately, once
    expect(takeLoginAction()).toEqual({ type: 'wishlist', productId: 3 });
    expect(takeLoginAction()).toBeNull();
    expect(sessionStorage.getItem(LOGIN_INTENT_KEY)).toBeNull();
  });

  it("prefers the link's ?redirect= to a kept page", () => {
    requestSignIn('/products/3');
    expect(afterSignInPath({ search: '?redirect=/cart' })).toBe('/cart');
    expect(peekLoginIntent()).toBeNull();
  });

  it('keeps the page of the sign-in link before leaving for Google', () => {
    rememberReturnPath({ search: '?redirect=%2Fcheckout' });
    expect(afterSignInPath()).toBe('/checkout');
    rememberReturnPath({ search: '?redirect=//evil.com' });
    expect(peekLoginIntent()).toBeNull();
  });

  it('forgets an intent after 30 minutes, and ignores tampered ones', () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') });
    requestSignIn('/products/3', { type: 'wishlist', productId: 3 });
    jest.setSystemTime(Date.now() + LOGIN_INTENT_TTL_MS + 1);
    expect(afterSignInPath()).toBe('/');
    expect(takeLoginAction()).toBeNull();

    sessionStorage.setItem(
      LOGIN_INTENT_KEY,
      JSON.stringify({
        savedAt: Date.now(),
        returnTo: 'https://evil.com',
        action: { type: 'wishlist', productId: 'x' },
      }),
    );
    expect(afterSignInPath()).toBe('/');
    expect(takeLoginAction()).toBeNull();
    sessionStorage.setItem(LOGIN_INTENT_KEY, '{not json');
    expect(peekLoginIntent()).toBeNull();
  });

  it('clears the intent', () => {
    requestSignIn('/checkout');
    clearLoginIntent();
    expect(afterSignInPath()).toBe('/');
  });
});

describe('finishing the action after signing in', () => {
  const dewi: User = {
    id: 'u1',
    email: 'dewi@koperasi.test',
    displayName: 'Dewi',
    role: 'buyer',
    reputation: 0,
    phone: '',
  };
  const quietSync = () =>
    createCartSync({
      service: {
        load: () => Promise.resolve([]),
        merge: () => Promise.resolve([]),
        save: () => Promise.resolve(),
        clear: () => Promise.resolve(),
      },
    });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sets the wishlist heart the visitor pressed, once', async () => {
    jest.mocked(addToWishlist).mockResolvedValue(undefined);
    const store = makeStore(undefined, { syncAccount: quietSync() });
    requestSignIn('/products/3', { type: 'wishlist', productId: 3 });
    store.dispatch(setUser(dewi));
    await flush();
    expect(addToWishlist).toHaveBeenCalledWith(3);
    expect(notify.success).toHaveBeenCalledWith('Ditambahkan ke wishlist');
    // the same user again, or a later sign-in, finds nothing left to do
    store.dispatch(setUser(dewi));
    store.dispatch(clearUser());
    store.dispatch(setUser(dewi));
    await flush();
    expect(addToWishlist).toHaveBeenCalledTimes(1);
  });

  it('says so when the heart cannot be set', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(addToWishlist).mockRejectedValue(new Error('Error updating wishlist: offline'));
    const store = makeStore(undefined, { syncAccount: quietSync() });
    requestSignIn('/products/3', { type: 'wishlist', productId: 3 });
    store.dispatch(setUser(dewi));
    await flush();
    expect(notify.error).toHaveBeenCalledWith('Gagal memperbarui wishlist');
  });

  it('does nothing for a sign-in nobody asked for', async () => {
    const store = makeStore(undefined, { syncAccount: quietSync() });
    store.dispatch(setUser(dewi));
    await flush();
    expect(addToWishlist).not.toHaveBeenCalled();
  });
});
