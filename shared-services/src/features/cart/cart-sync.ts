import { createListenerMiddleware, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { notify } from '../../notify/notify';
import { clearUser, setAuthLoading, setUser, type AuthState } from '../auth/auth-slice';
import {
  clearServerCart,
  getServerCart,
  mergeServerCart,
  saveServerCartLines,
  type CartLineInput,
} from './cart-service';
import {
  addToCart,
  cartLoaded,
  cartReset,
  cartSyncFailed,
  cartSyncStarted,
  clearCart,
  decrementQuantity,
  incrementQuantity,
  removeFromCart,
  setQuantity,
  type CartItem,
  type CartState,
} from './cart-slice';
import {
  loadMergeKey,
  loadUnsavedChanges,
  saveMergeKey,
  saveUnsavedChanges,
  type UnsavedCartChanges,
} from './cart-storage';

/** What the cart sync asks of the server (the real one is cart-service; tests give their own). */
export interface CartSyncService {
  load(): Promise<CartItem[]>;
  /**
   * `key` names the browser's cart: a second merge under the same key adds only what the cart gained. None
   * where the page cannot draw a UUID (a plain-HTTP address other than localhost): every quantity is added.
   */
  merge(lines: readonly CartLineInput[], key?: string): Promise<CartItem[]>;
  save(userId: string, changes: ReadonlyMap<number, number | null>): Promise<void>;
  clear(userId: string): Promise<void>;
}

export const serverCartService: CartSyncService = {
  load: getServerCart,
  merge: mergeServerCart,
  save: saveServerCartLines,
  clear: clearServerCart,
};

export interface CartSyncOptions {
  service?: CartSyncService;
  /**
   * Where the changes the server has not confirmed yet are kept (the shell: localStorage, beside the cart), so
   * that a reload or a link followed before a write ends does not lose them: they are written after the
   * account's cart is loaded again. Without it they live as long as the page.
   */
  storage?: Storage;
  /** the waits before each new attempt of a failed write; after the last the server's cart is loaded again */
  retryDelays?: readonly number[];
}

export const CART_SYNC_MESSAGES = {
  loadFailed: 'Keranjang akun Anda belum dapat dimuat',
  saveFailed: 'Perubahan keranjang gagal disimpan',
} as const;

interface SyncState {
  auth: AuthState;
  cart: CartState;
}

export interface CartSync {
  middleware: ReturnType<typeof createListenerMiddleware>['middleware'];
  /** resolves when nothing is loading or waiting to be written (tests) */
  whenIdle(): Promise<void>;
}

const CART_CHANGES = isAnyOf(
  addToCart,
  setQuantity,
  incrementQuantity,
  decrementQuantity,
  removeFromCart,
  clearCart,
);

function changedProductId(action: UnknownAction): number | null {
  if (addToCart.match(action) || setQuantity.match(action)) return action.payload.productId;
  if (incrementQuantity.match(action) || decrementQuantity.match(action) || removeFromCart.match(action))
    return action.payload;
  return null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A key for a merge: a UUID where the page may draw one (randomUUID needs https or localhost), else none. */
const newMergeKey = (): string | undefined =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined;

/**
 * Keeps a signed-in buyer's cart on the server, so it follows the account to every browser. The cart slice
 * stays the one source of the screens (instant, as before); this listener mirrors it:
 *
 * - A visitor's cart stays in the browser (no owner).
 * - At sign-in (a user set who was not before) the browser's own cart is merged into the account's cart
 *   (merge_cart adds the quantities) and the result replaces the lines, which then belong to the account.
 *   A cart the browser kept for this account (a reload) is not merged again: the server's cart replaces it.
 *   The merge names the browser's cart with a key kept until its answer arrives: a page left before then
 *   leaves the next page a visitor's cart that the server has merged already, and its merge under the same
 *   key adds only what the cart gained since (never the same quantities twice).
 *   A cart kept for another account is dropped, never merged into this one.
 * - While signed in every change is written: the line's whole quantity (or its removal, or an empty cart),
 *   one write at a time and in order, changes waiting meanwhile folded into one per line (the last counts).
 *   A failed write is tried again; when it keeps failing the server's cart is loaded again.
 * - At sign-out, and at start-up without a session, an account's cart is cleared from the browser.
 */
export function createCartSync({
  service = serverCartService,
  retryDelays = [1000, 3000],
  storage,
}: CartSyncOptions = {}): CartSync {
  const listener = createListenerMiddleware();
  type Api = { dispatch: (action: UnknownAction) => unknown; getState: () => unknown };
  let store: Api | null = null;
  const state = () => store!.getState() as SyncState;

  /** the last user the listener saw signed in */
  let signedInAs: string | null = null;
  /** whose server cart changes are written to; null while none is connected */
  let account: string | null = null;
  /** the account's cart is being loaded: changes are noted and replayed on it */
  let loading = false;
  /** bumped at every sign-in and sign-out: answers for an earlier one are dropped */
  let generation = 0;
  /** changes not yet written: the line's quantity, or null for a removed line */
  let pending = new Map<number, number | null>();
  /** the cart was emptied before the pending changes */
  let clearFirst = false;
  let running: Promise<void> | null = null;
  /** the write on its way to the server (its changes are not confirmed until it ends) */
  let inflight: { clear: boolean; changes: ReadonlyMap<number, number | null> } | null = null;
  /**
   * changes made on a page opened with an account's cart before its session was restored (the screen is
   * usable before the session check ends): laid over the account's cart once it is loaded
   */
  let early: UnsavedCartChanges | null = null;

  function forget() {
    generation += 1;
    account = null;
    loading = false;
    pending = new Map();
    clearFirst = false;
    inflight = null;
  }

  /** Keeps what the server has not confirmed (the write on its way, then the changes waiting) in storage. */
  function keepUnsaved() {
    if (!storage) return;
    if (!signedInAs) {
      saveUnsavedChanges(storage, undefined);
      return;
    }
    const lines = new Map<number, number | null>(clearFirst || !inflight ? [] : inflight.changes);
    for (const [productId, quantity] of pending) lines.set(productId, quantity);
    const clear = clearFirst || (inflight?.clear ?? false);
    saveUnsavedChanges(storage, { owner: signedInAs, clear, lines: [...lines] });
  }

  /**
   * Loads (or merges into) the account's cart and replaces the lines with it. At start-up (`restore`) the
   * changes an earlier page of this account left unconfirmed are laid over it and written.
   */
  async function connect(userId: string, merge: boolean, restore = false) {
    const noted = early;
    early = null;
    forget();
    const kept = restore && !merge ? (noted ?? loadUnsavedChanges(storage)) : undefined;
    if (kept?.owner === userId) {
      pending = new Map(kept.lines);
      clearFirst = kept.clear;
    }
    keepUnsaved();
    const started = generation;
    loading = true;
    store!.dispatch(cartSyncStarted());
    const { items, owner } = state().cart;
    // the browser's cart keeps its key until the merge's answer arrives (a page left before then)
    const mergeKey = merge ? (loadMergeKey(storage) ?? newMergeKey()) : undefined;
    if (mergeKey) saveMergeKey(storage, mergeKey);
    try {
      const serverItems = merge
        ? await service.merge(
            items.map(({ productId, quantity }) => ({ productId, quantity })),
            mergeKey,
          )
        : await service.load();
      if (mergeKey) saveMergeKey(storage, undefined);
      if (started !== generation) return;
      loading = false;
      account = userId;
      store!.dispatch(cartLoaded({ owner: userId, items: replay(serverItems) }));
    } catch (error) {
      if (started !== generation) return;
      console.error('Keranjang akun gagal dimuat', error);
      loading = false;
      // the browser's lines stay; a cart already the account's keeps being written, a visitor's cart is
      // merged at the next start-up
      account = owner === userId ? userId : null;
      if (!account) forgetChanges();
      store!.dispatch(cartSyncFailed());
      notify.error(CART_SYNC_MESSAGES.loadFailed);
    }
    schedule();
  }

  /**
   * A change to an account's cart while that account's session is still being restored: kept (beside what an
   * earlier page left unconfirmed) until the session is known. The account's own session writes it; another
   * account's session, or none, drops it with the cart.
   */
  function noteEarly(action: UnknownAction, owner: string) {
    if (early?.owner !== owner) {
      const kept = loadUnsavedChanges(storage);
      early = kept?.owner === owner ? kept : { owner, clear: false, lines: [] };
    }
    const lines = new Map(early.lines);
    const clear = recordChange(action, lines) || early.clear;
    early = { owner, clear, lines: [...lines] };
    saveUnsavedChanges(storage, early);
  }

  /**
   * Notes a cart change in `lines` (the changed line's whole quantity now, null when removed); an emptied
   * cart empties them and answers true.
   */
  function recordChange(action: UnknownAction, lines: Map<number, number | null>): boolean {
    if (clearCart.match(action)) {
      lines.clear();
      return true;
    }
    const productId = changedProductId(action);
    if (productId === null) return false;
    const line = state().cart.items.find((item) => item.productId === productId);
    lines.set(productId, line ? line.quantity : null);
    return false;
  }

  function forgetChanges() {
    pending = new Map();
    clearFirst = false;
  }

  /** The server's lines with the changes the buyer made while they loaded laid over them. */
  function replay(serverItems: CartItem[]): CartItem[] {
    const local = state().cart.items;
    let items = clearFirst ? [] : [...serverItems];
    for (const [productId, quantity] of pending) {
      const mine = local.find((item) => item.productId === productId);
      if (quantity === null || !mine) {
        items = items.filter((item) => item.productId !== productId);
        continue;
      }
      const index = items.findIndex((item) => item.productId === productId);
      if (index >= 0) items[index] = { ...items[index]!, quantity };
      else items.push({ ...mine, quantity });
    }
    return items;
  }

  function schedule() {
    if (running || loading || !account || (!clearFirst && pending.size === 0)) return;
    running = write().finally(() => {
      running = null;
      schedule();
    });
  }

  async function write() {
    // changes dispatched together (add, then set the quantity) go in one write
    await Promise.resolve();
    let failures = 0;
    while (account && !loading && (clearFirst || pending.size > 0)) {
      const userId = account;
      const started = generation;
      const clear = clearFirst;
      const changes = pending;
      forgetChanges();
      inflight = { clear, changes };
      keepUnsaved();
      try {
        if (clear) await service.clear(userId);
        if (changes.size > 0) await service.save(userId, changes);
        failures = 0;
        if (started !== generation) return;
        inflight = null;
        keepUnsaved();
      } catch (error) {
        if (started !== generation) return;
        inflight = null;
        // put back what no later change replaced (a later 'clear' replaces everything before it)
        if (!clearFirst) {
          clearFirst = clear;
          for (const [productId, quantity] of changes)
            if (!pending.has(productId)) pending.set(productId, quantity);
        }
        keepUnsaved();
        failures += 1;
        if (failures > retryDelays.length) {
          console.error('Keranjang gagal disimpan', error);
          notify.error(CART_SYNC_MESSAGES.saveFailed);
          void connect(userId, false);
          return;
        }
        await wait(retryDelays[failures - 1]!);
        if (started !== generation) return;
      }
    }
  }

  listener.startListening({
    actionCreator: setUser,
    effect: (action, api) => {
      store = api;
      const userId = action.payload.id;
      if (userId === signedInAs) return; // the same user again (profile saved, token refreshed)
      signedInAs = userId;
      void connect(userId, state().cart.owner === undefined, true);
    },
  });

  listener.startListening({
    actionCreator: clearUser,
    effect: (_action, api) => {
      store = api;
      signedInAs = null;
      early = null;
      forget();
      keepUnsaved();
      // the next visitor's cart is another cart
      saveMergeKey(storage, undefined);
      api.dispatch(cartReset());
    },
  });

  listener.startListening({
    actionCreator: setAuthLoading,
    effect: (action, api) => {
      store = api;
      // no session at start-up: a cart kept for an account (its session ended elsewhere) is not this visitor's
      const { auth, cart } = state();
      if (!action.payload && !auth.user && cart.owner !== undefined) {
        early = null;
        saveUnsavedChanges(storage, undefined);
        saveMergeKey(storage, undefined);
        api.dispatch(cartReset());
      }
    },
  });

  listener.startListening({
    matcher: CART_CHANGES,
    effect: (action, api) => {
      store = api;
      if (!account && !loading) {
        // a visitor's cart lives in the browser only; an account's cart opened before its session is known
        // keeps the change for that session
        const { auth, cart } = state();
        if (signedInAs === null && auth.loading && cart.owner !== undefined) noteEarly(action, cart.owner);
        return;
      }
      if (recordChange(action, pending)) clearFirst = true;
      keepUnsaved();
      schedule();
    },
  });

  return {
    middleware: listener.middleware,
    async whenIdle() {
      for (;;) {
        await wait(0);
        if (running) await running;
        else if (!loading) return;
      }
    },
  };
}
