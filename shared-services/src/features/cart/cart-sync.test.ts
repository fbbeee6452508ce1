import { makeStore, type RootState } from '../../store/store';
import { notify } from '../../notify/notify';
import { clearUser, setAuthLoading, setUser } from '../auth/auth-slice';
import type { User } from '../auth/user';
import type { CartLineInput } from './cart-service';
import {
  addToCart,
  clearCart,
  decrementQuantity,
  incrementQuantity,
  removeFromCart,
  setQuantity,
  type CartItem,
} from './cart-slice';
import { CART_MERGE_KEY_STORAGE_KEY, CART_UNSAVED_STORAGE_KEY } from './cart-storage';
import { CART_SYNC_MESSAGES, createCartSync, type CartSyncService } from './cart-sync';

jest.mock('../../notify/notify', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.spyOn(console, 'error').mockImplementation(() => undefined);

const salmon = { productId: 1, name: 'Ikan Salmon Segar', price: 8.5, image: 's.webp' };
const catalyst = { productId: 2, name: 'BBM Fresh Catalyst', price: 3.2, image: 'c.webp' };
const madu = { productId: 3, name: 'Madu Hutan', price: 5, image: 'm.webp' };
const CATALOG: Record<number, Omit<CartItem, 'quantity'>> = { 1: salmon, 2: catalyst, 3: madu };

const dewi: User = {
  id: 'u1',
  email: 'dewi@koperasi.test',
  displayName: 'Dewi',
  role: 'buyer',
  reputation: 0,
  phone: '',
};

type Call =
  | ['load']
  | ['merge', CartLineInput[]]
  | ['save', string, Array<[number, number | null]>]
  | ['clear', string];

/** A server cart in memory that merges as merge_cart does (quantities added, up to 999). */
function fakeServer(initial: Array<[number, number]> = []) {
  const lines = new Map<number, number>(initial);
  const calls: Call[] = [];
  /** the merges' keys, in order, and what each merged (as merge_cart's cart_merges) */
  const keys: Array<string | undefined> = [];
  const merged = new Map<string, Map<number, number>>();
  let failures = 0;
  let gate: Promise<void> | null = null;
  const items = (): CartItem[] =>
    [...lines].map(([productId, quantity]) => ({ ...CATALOG[productId]!, quantity }));
  const step = async () => {
    if (gate) await gate;
    if (failures > 0) {
      failures -= 1;
      throw new Error('network down');
    }
  };
  const service: CartSyncService = {
    async load() {
      calls.push(['load']);
      await step();
      return items();
    },
    async merge(browser, key) {
      calls.push(['merge', [...browser]]);
      keys.push(key);
      await step();
      // under a key merged before, only what the browser's cart holds beyond what was merged then
      const done = (key && merged.get(key)) || new Map<number, number>();
      for (const { productId, quantity } of browser) {
        const before = done.get(productId);
        if (before !== undefined && quantity <= before) continue;
        lines.set(productId, Math.min(999, (lines.get(productId) ?? 0) + quantity - (before ?? 0)));
        done.set(productId, quantity);
      }
      if (key) merged.set(key, done);
      return items();
    },
    async save(userId, changes) {
      calls.push(['save', userId, [...changes]]);
      await step();
      for (const [productId, quantity] of changes) {
        if (quantity === null) lines.delete(productId);
        else lines.set(productId, quantity);
      }
    },
    async clear(userId) {
      calls.push(['clear', userId]);
      await step();
      lines.clear();
    },
  };
  return {
    service,
    calls,
    keys,
    lines,
    failNext(count: number) {
      failures = count;
    },
    /** holds every call until the returned function is called */
    hold(): () => void {
      let open!: () => void;
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
  };
}

function setup(server: ReturnType<typeof fakeServer>, cart?: RootState['cart']) {
  const sync = createCartSync({ service: server.service, retryDelays: [0, 0] });
  const store = makeStore(cart ? { cart } : undefined, { syncAccount: sync });
  return { store, sync, cart: () => store.getState().cart };
}

const quantities = (items: readonly CartItem[]) => items.map((item) => [item.productId, item.quantity]);

describe('cart sync', () => {
  it("keeps a visitor's cart in the browser only", async () => {
    const server = fakeServer();
    const { store, sync, cart } = setup(server);
    store.dispatch(addToCart(salmon));
    store.dispatch(incrementQuantity(1));
    store.dispatch(clearCart());
    store.dispatch(setAuthLoading(false));
    await sync.whenIdle();
    expect(server.calls).toEqual([]);
    expect(cart()).toEqual({ items: [] });
  });

  it("merges the browser's cart into the account's at sign-in and takes the result", async () => {
    const server = fakeServer([
      [2, 1],
      [1, 2],
    ]);
    const { store, sync, cart } = setup(server);
    store.dispatch(addToCart(salmon));
    store.dispatch(addToCart(madu));
    store.dispatch(setQuantity({ productId: 3, quantity: 0 }));

    store.dispatch(setUser(dewi));
    expect(cart().syncing).toBe(true);
    await sync.whenIdle();

    expect(server.calls).toEqual([
      [
        'merge',
        [
          { productId: 1, quantity: 1 },
          { productId: 3, quantity: 0 },
        ],
      ],
    ]);
    expect(quantities(cart().items)).toEqual([
      [2, 1],
      [1, 3],
      [3, 0],
    ]);
    expect(cart()).toMatchObject({ owner: 'u1', syncing: false });
  });

  it('writes every change of a signed-in cart, one write at a time, the line’s last quantity', async () => {
    const server = fakeServer();
    const { store, sync } = setup(server);
    store.dispatch(setUser(dewi));
    await sync.whenIdle();
    server.calls.length = 0;

    // the product page adds and sets the quantity at once: one write
    store.dispatch(addToCart(salmon));
    store.dispatch(setQuantity({ productId: 1, quantity: 4 }));
    await sync.whenIdle();
    expect(server.calls).toEqual([['save', 'u1', [[1, 4]]]]);

    // changes made while a write is under way wait for it and are folded into one
    const release = server.hold();
    store.dispatch(addToCart(catalyst));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls).toHaveLength(2);
    store.dispatch(incrementQuantity(2));
    store.dispatch(incrementQuantity(2));
    store.dispatch(decrementQuantity(1));
    release();
    await sync.whenIdle();
    expect(server.calls.slice(1)).toEqual([
      ['save', 'u1', [[2, 1]]],
      [
        'save',
        'u1',
        [
          [2, 3],
          [1, 3],
        ],
      ],
    ]);

    // minus floors at 0 and the line stays; remove deletes it; clear empties the cart
    for (let i = 0; i < 5; i += 1) store.dispatch(decrementQuantity(1));
    await sync.whenIdle();
    expect([...server.lines]).toEqual([
      [1, 0],
      [2, 3],
    ]);
    store.dispatch(removeFromCart(2));
    await sync.whenIdle();
    expect([...server.lines]).toEqual([[1, 0]]);
    store.dispatch(addToCart(madu));
    store.dispatch(clearCart());
    store.dispatch(addToCart(catalyst));
    await sync.whenIdle();
    expect(server.calls.slice(-2)).toEqual([
      ['clear', 'u1'],
      ['save', 'u1', [[2, 1]]],
    ]);
    expect([...server.lines]).toEqual([[2, 1]]);
  });

  it("loads (never merges again) a cart the browser kept for the same account, and drops another account's", async () => {
    const server = fakeServer([[3, 2]]);
    const own = setup(server, { items: [{ ...salmon, quantity: 5 }], owner: 'u1' });
    own.store.dispatch(setUser(dewi));
    await own.sync.whenIdle();
    expect(server.calls).toEqual([['load']]);
    expect(quantities(own.cart().items)).toEqual([[3, 2]]);

    server.calls.length = 0;
    const other = setup(server, { items: [{ ...salmon, quantity: 5 }], owner: 'someone-else' });
    other.store.dispatch(setUser(dewi));
    await other.sync.whenIdle();
    expect(server.calls).toEqual([['load']]);
    expect(other.cart()).toMatchObject({ owner: 'u1', items: [{ ...madu, quantity: 2 }] });
  });

  it("writes a change made on an account's cart before the session was restored", async () => {
    const server = fakeServer([[1, 1]]);
    const { store, sync, cart } = setup(server, { items: [{ ...salmon, quantity: 1 }], owner: 'u1' });
    // the product page is usable while the session check runs: the buyer adds at once
    store.dispatch(addToCart(catalyst));
    expect(server.calls).toEqual([]);
    store.dispatch(setUser(dewi));
    store.dispatch(setAuthLoading(false));
    await sync.whenIdle();
    expect(quantities(cart().items)).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(server.calls).toEqual([['load'], ['save', 'u1', [[2, 1]]]]);
    expect(server.lines.get(2)).toBe(1);
  });

  it('drops such a change when the session is gone or is another account’s', async () => {
    const server = fakeServer([[1, 1]]);
    const gone = setup(server, { items: [{ ...salmon, quantity: 1 }], owner: 'u1' });
    gone.store.dispatch(addToCart(catalyst));
    gone.store.dispatch(setAuthLoading(false));
    await gone.sync.whenIdle();
    expect(gone.cart()).toEqual({ items: [] });

    const other = setup(server, { items: [{ ...salmon, quantity: 1 }], owner: 'someone-else' });
    other.store.dispatch(addToCart(catalyst));
    other.store.dispatch(setUser(dewi));
    await other.sync.whenIdle();
    expect(server.calls).toEqual([['load']]);
    expect(quantities(other.cart().items)).toEqual([[1, 1]]);
  });

  it('does nothing when the same user is set again (profile saved, token refreshed)', async () => {
    const server = fakeServer();
    const { store, sync } = setup(server);
    store.dispatch(setUser(dewi));
    await sync.whenIdle();
    store.dispatch(setUser({ ...dewi, displayName: 'Dewi Lestari' }));
    await sync.whenIdle();
    expect(server.calls).toEqual([['merge', []]]);
  });

  it('clears the browser cart at sign-out (the server keeps it) and stops writing', async () => {
    const server = fakeServer([[1, 2]]);
    const { store, sync, cart } = setup(server);
    store.dispatch(setUser(dewi));
    await sync.whenIdle();
    store.dispatch(clearUser());
    expect(cart()).toEqual({ items: [] });
    store.dispatch(addToCart(madu));
    await sync.whenIdle();
    expect(server.calls).toEqual([['merge', []]]);
    expect([...server.lines]).toEqual([[1, 2]]);
  });

  it("forgets an account's cart at start-up without a session", async () => {
    const server = fakeServer();
    const { store, cart } = setup(server, { items: [{ ...salmon, quantity: 5 }], owner: 'u1' });
    store.dispatch(setAuthLoading(false));
    expect(cart()).toEqual({ items: [] });
  });

  it('lays the changes made while the cart loads over it, and writes them', async () => {
    const server = fakeServer([
      [1, 2],
      [2, 1],
    ]);
    const { store, sync, cart } = setup(server, {
      items: [
        { ...salmon, quantity: 2 },
        { ...catalyst, quantity: 1 },
      ],
      owner: 'u1',
    });
    const release = server.hold();
    store.dispatch(setUser(dewi));
    store.dispatch(incrementQuantity(1));
    store.dispatch(removeFromCart(2));
    store.dispatch(addToCart(madu));
    release();
    await sync.whenIdle();
    expect(quantities(cart().items)).toEqual([
      [1, 3],
      [3, 1],
    ]);
    expect([...server.lines]).toEqual([
      [1, 3],
      [3, 1],
    ]);
  });

  it('tries a failed write again', async () => {
    const server = fakeServer();
    const { store, sync } = setup(server);
    store.dispatch(setUser(dewi));
    await sync.whenIdle();
    server.failNext(2);
    store.dispatch(addToCart(salmon));
    await sync.whenIdle();
    expect([...server.lines]).toEqual([[1, 1]]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("says so and shows the server's cart when writing keeps failing", async () => {
    const server = fakeServer([[2, 1]]);
    const { store, sync, cart } = setup(server);
    store.dispatch(setUser(dewi));
    await sync.whenIdle();
    server.failNext(3);
    store.dispatch(addToCart(salmon));
    await sync.whenIdle();
    expect(notify.error).toHaveBeenCalledWith(CART_SYNC_MESSAGES.saveFailed);
    expect(server.calls.at(-1)).toEqual(['load']);
    expect(quantities(cart().items)).toEqual([[2, 1]]);
  });

  it("keeps the browser's cart, unmerged and unwritten, when the merge fails", async () => {
    const server = fakeServer([[2, 1]]);
    const { store, sync, cart } = setup(server);
    store.dispatch(addToCart(salmon));
    server.failNext(1);
    store.dispatch(setUser(dewi));
    await sync.whenIdle();
    expect(notify.error).toHaveBeenCalledWith(CART_SYNC_MESSAGES.loadFailed);
    expect(cart()).toEqual({ items: [{ ...salmon, quantity: 1 }], syncing: false });
    store.dispatch(incrementQuantity(1));
    await sync.whenIdle();
    expect(server.calls).toEqual([['merge', [{ productId: 1, quantity: 1 }]]]);
  });
});

describe('cart changes the server has not confirmed', () => {
  /** localStorage of one browser, shared by the pages opened in it */
  function memoryStorage(): Storage {
    const values = new Map<string, string>();
    return {
      get length() {
        return values.size;
      },
      clear: () => values.clear(),
      getItem: (key) => values.get(key) ?? null,
      key: (index) => [...values.keys()][index] ?? null,
      removeItem: (key) => void values.delete(key),
      setItem: (key, value) => void values.set(key, String(value)),
    };
  }
  /** a page of that browser, its store started from the cart the last page kept */
  function page(service: CartSyncService, storage: Storage, cart?: RootState['cart']) {
    const sync = createCartSync({ service, retryDelays: [0, 0], storage });
    const store = makeStore(cart ? { cart } : undefined, { syncAccount: sync });
    return { store, sync, cart: () => store.getState().cart };
  }
  /** the page once Dewi is signed in on it and her cart is loaded */
  async function signedIn(opened: ReturnType<typeof page>) {
    opened.store.dispatch(setUser(dewi));
    await opened.sync.whenIdle();
    return opened;
  }
  /** the server as a page sees it when it is left while its writes are on their way: they never arrive */
  const cutOff = (service: CartSyncService): CartSyncService => ({
    ...service,
    save: () => new Promise<void>(() => undefined),
    clear: () => new Promise<void>(() => undefined),
  });

  it('writes after a reload what the page before added and left on its way', async () => {
    const server = fakeServer([[2, 1]]);
    const storage = memoryStorage();
    const first = await signedIn(page(cutOff(server.service), storage));
    first.store.dispatch(addToCart(salmon));
    first.store.dispatch(incrementQuantity(1));
    expect(storage.getItem(CART_UNSAVED_STORAGE_KEY)).not.toBeNull();

    // the buyer follows a link at once: the new page loads the account's cart, which lacks the salmon
    const second = await signedIn(page(server.service, storage, first.cart()));
    expect(quantities(second.cart().items)).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(server.calls.slice(-2)).toEqual([['load'], ['save', 'u1', [[1, 2]]]]);
    expect(server.lines.get(1)).toBe(2);
    expect(storage.getItem(CART_UNSAVED_STORAGE_KEY)).toBeNull();
  });

  it('keeps a change made before the session was restored beside what the page before left, and writes both', async () => {
    const server = fakeServer([[2, 1]]);
    const storage = memoryStorage();
    const first = await signedIn(page(cutOff(server.service), storage));
    first.store.dispatch(addToCart(salmon));

    // the next page: the buyer changes the cart before the session check ends
    const second = page(server.service, storage, first.cart());
    second.store.dispatch(addToCart(madu));
    expect(JSON.parse(storage.getItem(CART_UNSAVED_STORAGE_KEY)!)).toEqual({
      owner: 'u1',
      clear: false,
      lines: [
        [1, 1],
        [3, 1],
      ],
    });
    await signedIn(second);
    expect(quantities(second.cart().items)).toEqual([
      [2, 1],
      [1, 1],
      [3, 1],
    ]);
    expect(server.calls.slice(-2)).toEqual([
      ['load'],
      [
        'save',
        'u1',
        [
          [1, 1],
          [3, 1],
        ],
      ],
    ]);
    expect(storage.getItem(CART_UNSAVED_STORAGE_KEY)).toBeNull();
  });

  it('replays an emptied cart and a removed line, and keeps nothing once the server has them', async () => {
    const server = fakeServer([
      [2, 1],
      [3, 4],
    ]);
    const storage = memoryStorage();
    const first = await signedIn(page(server.service, storage));
    first.store.dispatch(removeFromCart(3));
    await first.sync.whenIdle();
    expect(storage.getItem(CART_UNSAVED_STORAGE_KEY)).toBeNull();

    const left = await signedIn(page(cutOff(server.service), storage, first.cart()));
    left.store.dispatch(clearCart());
    left.store.dispatch(addToCart(madu));
    const next = await signedIn(page(server.service, storage, left.cart()));
    expect(quantities(next.cart().items)).toEqual([[3, 1]]);
    expect([...server.lines]).toEqual([[3, 1]]);
    expect(storage.getItem(CART_UNSAVED_STORAGE_KEY)).toBeNull();
  });

  it("does not merge a visitor's cart twice when the page is left before the merge's answer", async () => {
    const server = fakeServer([[2, 1]]);
    const storage = memoryStorage();
    // the sign-in's page: its merge reaches the server, whose answer the page never gets (a link followed)
    const lost = page(
      {
        ...server.service,
        merge: (...args) => server.service.merge(...args).then(() => new Promise(() => {})),
      },
      storage,
    );
    lost.store.dispatch(addToCart(salmon));
    lost.store.dispatch(setUser(dewi));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.lines.get(1)).toBe(1);
    expect(storage.getItem(CART_MERGE_KEY_STORAGE_KEY)).toBe(server.keys[0]);

    // the next page still holds the visitor's cart, and the honey added there: merged under the same key
    const next = page(server.service, storage, lost.cart());
    next.store.dispatch(addToCart(madu));
    await signedIn(next);
    expect(server.keys).toEqual([server.keys[0], server.keys[0]]);
    expect(quantities(next.cart().items)).toEqual([
      [2, 1],
      [1, 1],
      [3, 1],
    ]);
    expect(next.cart().owner).toBe('u1');
    expect(storage.getItem(CART_MERGE_KEY_STORAGE_KEY)).toBeNull();

    // a later visitor's cart in this browser is another cart: another key, its lines added again
    next.store.dispatch(clearUser());
    const later = page(server.service, storage, next.cart());
    later.store.dispatch(addToCart(salmon));
    await signedIn(later);
    expect(server.keys[2]).not.toBe(server.keys[0]);
    expect(server.lines.get(1)).toBe(2);
  });

  it('merges without a key where the page cannot draw a UUID (plain HTTP other than localhost)', async () => {
    const server = fakeServer([[2, 1]]);
    const storage = memoryStorage();
    // an insecure context has no crypto.randomUUID
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      const opened = page(server.service, storage);
      opened.store.dispatch(addToCart(salmon));
      await signedIn(opened);
      expect(server.keys).toEqual([undefined]);
      expect(quantities(opened.cart().items)).toEqual([
        [2, 1],
        [1, 1],
      ]);
      expect(opened.cart()).toMatchObject({ owner: 'u1', syncing: false });
      expect(storage.getItem(CART_MERGE_KEY_STORAGE_KEY)).toBeNull();
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });

  it("does not replay one account's changes into another's cart, nor after a sign-out", async () => {
    const server = fakeServer([[2, 1]]);
    const storage = memoryStorage();
    const first = await signedIn(page(cutOff(server.service), storage));
    first.store.dispatch(addToCart(salmon));

    const budi = page(server.service, storage, first.cart());
    budi.store.dispatch(setUser({ ...dewi, id: 'u2', email: 'budi@koperasi.test' }));
    await budi.sync.whenIdle();
    expect(server.calls.filter(([call]) => call === 'save')).toEqual([]);
    expect(quantities(budi.cart().items)).toEqual([[2, 1]]);

    const again = await signedIn(page(cutOff(server.service), storage));
    again.store.dispatch(addToCart(madu));
    again.store.dispatch(clearUser());
    expect(storage.getItem(CART_UNSAVED_STORAGE_KEY)).toBeNull();
  });

  it('gives up on replayed changes the server keeps refusing, once', async () => {
    const server = fakeServer([[2, 1]]);
    const storage = memoryStorage();
    const first = await signedIn(page(cutOff(server.service), storage));
    first.store.dispatch(addToCart(salmon));

    let attempts = 0;
    const refusing: CartSyncService = {
      ...server.service,
      save: () => {
        attempts += 1;
        return Promise.reject(new Error('ditolak'));
      },
    };
    const second = await signedIn(page(refusing, storage, first.cart()));
    expect(attempts).toBe(3);
    expect(notify.error).toHaveBeenCalledWith(CART_SYNC_MESSAGES.saveFailed);
    expect(quantities(second.cart().items)).toEqual([[2, 1]]);
    expect(storage.getItem(CART_UNSAVED_STORAGE_KEY)).toBeNull();
  });
});
