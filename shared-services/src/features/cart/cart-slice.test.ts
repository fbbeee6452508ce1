import {
  addToCart,
  cartLoaded,
  cartReset,
  cartSyncFailed,
  cartSyncStarted,
  cartSlice,
  clearCart,
  decrementQuantity,
  incrementQuantity,
  initialCartState,
  refreshCartItems,
  removeFromCart,
  setQuantity,
  MAX_CART_QUANTITY,
  type CartState,
} from './cart-slice';
import {
  CART_COOKIE_MAX_LINES,
  CART_OWNER_STORAGE_KEY,
  cartCookieValue,
  loadCart,
  readCartCookie,
  saveCart,
} from './cart-storage';

const salmon = { productId: 1, name: 'Ikan Salmon Segar', price: 8.5, image: '' };
const catalyst = { productId: 2, name: 'BBM Fresh Catalyst', price: 3.2, image: '' };
const reduce = (state: CartState, ...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce(cartSlice.reducer, state);
const root = (cart: CartState) => ({ cart });

describe('cart reducer (spec section 4)', () => {
  it('adds a new product with quantity 1 and raises an existing one by 1', () => {
    const state = reduce(initialCartState, addToCart(salmon), addToCart(catalyst), addToCart(salmon));
    expect(state.items).toEqual([
      { ...salmon, quantity: 2 },
      { ...catalyst, quantity: 1 },
    ]);
  });

  it('sets the quantity, floors minus at 0 and keeps the line at 0', () => {
    let state = reduce(initialCartState, addToCart(salmon), setQuantity({ productId: 1, quantity: 3 }));
    expect(state.items[0]!.quantity).toBe(3);
    state = reduce(
      state,
      decrementQuantity(1),
      decrementQuantity(1),
      decrementQuantity(1),
      decrementQuantity(1),
    );
    expect(state.items).toEqual([{ ...salmon, quantity: 0 }]);
    state = reduce(state, setQuantity({ productId: 1, quantity: -5 }));
    expect(state.items[0]!.quantity).toBe(0);
    state = reduce(state, incrementQuantity(1));
    expect(state.items[0]!.quantity).toBe(1);
  });

  it('refreshes name, price and image of existing lines, keeping quantities', () => {
    const state = reduce(
      initialCartState,
      addToCart(salmon),
      addToCart(salmon),
      refreshCartItems([
        { productId: 1, name: 'Salmon Norwegia', price: 9, image: 'x.webp' },
        { ...catalyst, productId: 9 },
      ]),
    );
    expect(state.items).toEqual([
      { productId: 1, name: 'Salmon Norwegia', price: 9, image: 'x.webp', quantity: 2 },
    ]);
  });

  it('removes a line and clears the cart', () => {
    let state = reduce(initialCartState, addToCart(salmon), addToCart(catalyst), removeFromCart(1));
    expect(state.items.map((item) => item.productId)).toEqual([2]);
    state = reduce(state, clearCart());
    expect(state.items).toEqual([]);
  });

  it('holds at most 999 of a product, as the server does', () => {
    let state = reduce(initialCartState, addToCart(salmon), setQuantity({ productId: 1, quantity: 5000 }));
    expect(state.items[0]!.quantity).toBe(MAX_CART_QUANTITY);
    state = reduce(state, incrementQuantity(1), addToCart(salmon));
    expect(state.items[0]!.quantity).toBe(MAX_CART_QUANTITY);
  });

  it("replaces the lines with the account's cart, and forgets it at sign-out", () => {
    let state = reduce(initialCartState, addToCart(salmon), cartSyncStarted());
    expect(cartSlice.selectors.selectCartSyncing(root(state))).toBe(true);
    state = reduce(state, cartLoaded({ owner: 'u1', items: [{ ...catalyst, quantity: 4 }] }));
    expect(state).toEqual({ items: [{ ...catalyst, quantity: 4 }], owner: 'u1', syncing: false });
    state = reduce(state, cartSyncStarted(), cartSyncFailed());
    expect(state).toEqual({ items: [{ ...catalyst, quantity: 4 }], owner: 'u1', syncing: false });
    expect(reduce(state, cartReset())).toEqual(initialCartState);
  });

  it('totals the rupiah of each unit times quantity and counts distinct lines', () => {
    const state = reduce(initialCartState, addToCart(salmon), addToCart(salmon), addToCart(catalyst));
    expect(cartSlice.selectors.selectCartTotal(root(state))).toBe(127_500 * 2 + 48_000);
    // Rp 85.000 is stored as 5.66667 base units (85 000,05 rupiah): ten of them cost Rp 850.000
    const typed = { productId: 3, name: 'Kopi Gayo', price: 5.66667, image: '' };
    const ten = reduce(initialCartState, addToCart(typed), setQuantity({ productId: 3, quantity: 10 }));
    expect(cartSlice.selectors.selectCartTotal(root(ten))).toBe(850_000);
    expect(cartSlice.selectors.selectCartLineCount(root(state))).toBe(2);
  });
});

describe('cart storage', () => {
  beforeEach(() => localStorage.clear());

  it('survives a reload through localStorage', () => {
    const state = reduce(initialCartState, addToCart(salmon), addToCart(salmon));
    saveCart(state);
    expect(loadCart()).toEqual(state);
  });

  it('keeps whose cart it is: an account, or nobody for a visitor', () => {
    const state = reduce(initialCartState, cartLoaded({ owner: 'u1', items: [{ ...salmon, quantity: 2 }] }));
    saveCart(state);
    expect(loadCart()).toEqual({ items: [{ ...salmon, quantity: 2 }], owner: 'u1' });
    saveCart(reduce(state, cartReset(), addToCart(catalyst)));
    expect(localStorage.getItem(CART_OWNER_STORAGE_KEY)).toBeNull();
    expect(loadCart()).toEqual({ items: [{ ...catalyst, quantity: 1 }] });
  });

  it('ignores corrupt or tampered data', () => {
    localStorage.setItem('koperasi.cart.v1', '{not json');
    expect(loadCart()).toBeUndefined();
    localStorage.setItem(
      'koperasi.cart.v1',
      JSON.stringify([{ productId: 1 }, { ...salmon, quantity: -1 }, { ...salmon, quantity: 2 }]),
    );
    expect(loadCart()).toEqual({ items: [{ ...salmon, quantity: 2 }] });
  });

  it('reads a cart saved with product ids as text', () => {
    localStorage.setItem('koperasi.cart.v1', JSON.stringify([{ ...salmon, productId: '1', quantity: 2 }]));
    expect(loadCart()).toEqual({ items: [{ ...salmon, quantity: 2 }] });
  });
});

describe('the cart cookie (the server draws a visitor’s cart page from it)', () => {
  /** the cookie as the browser sends it back */
  const sentCookie = () =>
    document.cookie
      .split('; ')
      .find((pair) => pair.startsWith('koperasi_cart='))
      ?.slice('koperasi_cart='.length);

  afterEach(() => {
    document.cookie = 'koperasi_cart=; Path=/; Max-Age=0';
    localStorage.clear();
  });

  it('carries a visitor’s lines, ids and quantities in order, and goes when the cart is emptied', () => {
    const state = reduce(initialCartState, addToCart(catalyst), addToCart(salmon), addToCart(salmon));
    saveCart(state);
    expect(sentCookie()).toBe('2-1.1-2');
    expect(readCartCookie(`theme=dark; koperasi_cart=${sentCookie()}`)).toEqual([
      { productId: 2, quantity: 1 },
      { productId: 1, quantity: 2 },
    ]);
    saveCart(reduce(state, clearCart()));
    expect(sentCookie()).toBeUndefined();
  });

  it('is not written for an account’s cart, nor for more lines than it carries', () => {
    saveCart(reduce(initialCartState, addToCart(salmon)));
    expect(sentCookie()).toBe('1-1');
    saveCart(reduce(initialCartState, cartLoaded({ owner: 'u1', items: [{ ...salmon, quantity: 2 }] })));
    expect(sentCookie()).toBeUndefined();
    const many = Array.from({ length: CART_COOKIE_MAX_LINES + 1 }, (_, index) => ({
      ...salmon,
      productId: index + 1,
      quantity: 1,
    }));
    expect(cartCookieValue({ items: many.slice(0, -1) })).not.toBeNull();
    expect(cartCookieValue({ items: many })).toBeNull();
  });

  it.each([
    ['no cookie', undefined],
    ['another cookie', 'theme=dark'],
    ['an empty value', 'koperasi_cart='],
    ['a bad id', 'koperasi_cart=0-1'],
    ['a text id', 'koperasi_cart=abc-1'],
    ['a negative quantity', 'koperasi_cart=1--1'],
    ['no quantity', 'koperasi_cart=1'],
    ['a third part', 'koperasi_cart=1-1-1'],
    ['a product twice', 'koperasi_cart=1-1.1-2'],
    ['SQL in it', "koperasi_cart=1-1'),(select"],
    ['too many lines', `koperasi_cart=${Array.from({ length: 61 }, (_, i) => `${i + 1}-1`).join('.')}`],
  ])('reads as nothing with %s', (_, header) => {
    expect(readCartCookie(header)).toBeUndefined();
  });
});
