import { browserStorage } from '../../browser-storage';
import { parseId } from '../../ids';
import type { CartItem, CartState } from './cart-slice';

export const CART_STORAGE_KEY = 'koperasi.cart.v1';
/** The account the saved lines belong to (absent for a visitor's own cart). */
export const CART_OWNER_STORAGE_KEY = 'koperasi.cart.owner';

/** A saved line, or null when it is malformed. Carts saved while product ids were text keep them as text. */
function toCartItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { productId, name, price, image, quantity } = value as Record<string, unknown>;
  const id = typeof productId === 'string' || typeof productId === 'number' ? parseId(productId) : null;
  if (id === null || typeof name !== 'string' || typeof image !== 'string') return null;
  if (typeof price !== 'number' || !Number.isFinite(price)) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) return null;
  return { productId: id, name, price, image, quantity };
}

/** Reads the saved cart; anything unreadable or malformed yields undefined (an empty cart). */
export function loadCart(storage: Storage | undefined = browserStorage()): CartState | undefined {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return undefined;
    const items = parsed.map(toCartItem).filter((item): item is CartItem => item !== null);
    const owner = storage?.getItem(CART_OWNER_STORAGE_KEY);
    return owner ? { items, owner } : { items };
  } catch {
    return undefined;
  }
}

export function saveCart(
  state: CartState,
  storage: Storage | undefined = browserStorage(),
  doc: Pick<Document, 'cookie'> | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  try {
    storage?.setItem(CART_STORAGE_KEY, JSON.stringify(state.items));
    if (state.owner) storage?.setItem(CART_OWNER_STORAGE_KEY, state.owner);
    else storage?.removeItem(CART_OWNER_STORAGE_KEY);
  } catch {
    // storage full or disabled: the cart still works for this page's life
  }
  if (doc) writeCartCookie(doc, state);
}

/*
 * A visitor's saved lines also go to the shop's own server in a cookie (product ids and quantities, in the
 * cart's order: nothing else), so that the cart page comes with its lines drawn into the HTML (the storefront's
 * first screen, shell/server), as the catalogue does. Not for an account's cart (its page is the account's,
 * drawn by the app) nor for a cart of more lines than a cookie should carry.
 */
export const CART_COOKIE = 'koperasi_cart';
/** The most lines the cookie carries (about 12 bytes each); a longer cart is drawn by the app alone. */
export const CART_COOKIE_MAX_LINES = 60;
/** A quantity the cookie carries (the cart itself has no upper bound; stock decides). */
const COOKIE_QUANTITY = /^\d{1,6}$/;
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

/** A line the cookie carries. */
export interface CartCookieLine {
  productId: number;
  quantity: number;
}

/** Lines as the cookie writes them: `12-2.15-1` (id-quantity, in order). */
export function formatCartCookie(lines: ReadonlyArray<CartCookieLine>): string {
  return lines.map((line) => `${line.productId}-${line.quantity}`).join('.');
}

/** The cookie's value for the cart, or null when it carries none. */
export function cartCookieValue(state: CartState): string | null {
  if (state.owner || state.items.length === 0 || state.items.length > CART_COOKIE_MAX_LINES) return null;
  if (state.items.some((item) => !COOKIE_QUANTITY.test(String(item.quantity)))) return null;
  return formatCartCookie(state.items);
}

function writeCartCookie(doc: Pick<Document, 'cookie'>, state: CartState): void {
  const value = cartCookieValue(state);
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  try {
    doc.cookie = value
      ? `${CART_COOKIE}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
      : `${CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } catch {
    // cookies disabled: the cart page is drawn by the app alone
  }
}

/**
 * The lines in a request's Cookie header (`cookieHeader`), in the cart's order; undefined when it has none or
 * they do not read (a duplicate product, a bad id or quantity, too many lines).
 */
export function readCartCookie(cookieHeader: string | null | undefined): CartCookieLine[] | undefined {
  if (!cookieHeader) return undefined;
  const pair = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CART_COOKIE}=`));
  const value = pair?.slice(CART_COOKIE.length + 1);
  if (!value) return undefined;
  const parts = value.split('.');
  if (parts.length > CART_COOKIE_MAX_LINES) return undefined;
  const lines: CartCookieLine[] = [];
  for (const part of parts) {
    const [id, quantity, extra] = part.split('-');
    const productId = id !== undefined && /^\d+$/.test(id) ? parseId(id) : null;
    if (productId === null || extra !== undefined || !quantity || !COOKIE_QUANTITY.test(quantity))
      return undefined;
    if (lines.some((line) => line.productId === productId)) return undefined;
    lines.push({ productId, quantity: Number(quantity) });
  }
  return lines;
}

/** Where a signed-in buyer's cart changes wait until the server has them (see cart-sync.ts). */
export const CART_UNSAVED_STORAGE_KEY = 'koperasi.cart.unsaved.v1';

/**
 * Changes to an account's cart that the server has not confirmed: the account, whether the cart was emptied
 * first, and each changed line's whole quantity (null: removed).
 */
export interface UnsavedCartChanges {
  owner: string;
  clear: boolean;
  lines: Array<[number, number | null]>;
}

/** The saved unsaved changes; anything unreadable or malformed yields undefined (nothing to replay). */
export function loadUnsavedChanges(storage: Storage | undefined): UnsavedCartChanges | undefined {
  try {
    const raw = storage?.getItem(CART_UNSAVED_STORAGE_KEY);
    if (!raw) return undefined;
    const { owner, clear, lines } = JSON.parse(raw) as Record<string, unknown>;
    if (typeof owner !== 'string' || typeof clear !== 'boolean' || !Array.isArray(lines)) return undefined;
    const valid = lines.flatMap((line: unknown): Array<[number, number | null]> => {
      if (!Array.isArray(line)) return [];
      const [productId, quantity] = line as unknown[];
      const id = typeof productId === 'number' ? parseId(productId) : null;
      if (id === null) return [];
      if (quantity === null) return [[id, null]];
      return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 0
        ? [[id, quantity]]
        : [];
    });
    return { owner, clear, lines: valid };
  } catch {
    return undefined;
  }
}

/** Keeps the changes (or forgets them: undefined, or nothing left to write). */
export function saveUnsavedChanges(
  storage: Storage | undefined,
  changes: UnsavedCartChanges | undefined,
): void {
  try {
    if (changes && (changes.clear || changes.lines.length > 0))
      storage?.setItem(CART_UNSAVED_STORAGE_KEY, JSON.stringify(changes));
    else storage?.removeItem(CART_UNSAVED_STORAGE_KEY);
  } catch {
    // storage full or disabled: a reload before the write ends loses the change, as before
  }
}

export const CART_MERGE_KEY_STORAGE_KEY = 'koperasi.cart.merge.v1';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The key that names this browser's cart in its merge into an account (merge_cart's merge_key), kept from the
 * moment the merge is sent until its answer arrives: a page left meanwhile leaves it to the next page, whose
 * merge under the same key adds only what the cart gained since (the server remembers what each key merged).
 */
export function loadMergeKey(storage: Storage | undefined): string | undefined {
  try {
    const key = storage?.getItem(CART_MERGE_KEY_STORAGE_KEY);
    return key && UUID.test(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the merge key (or forgets it: undefined). */
export function saveMergeKey(storage: Storage | undefined, key: string | undefined): void {
  try {
    if (key) storage?.setItem(CART_MERGE_KEY_STORAGE_KEY, key);
    else storage?.removeItem(CART_MERGE_KEY_STORAGE_KEY);
  } catch {
    // storage full or disabled: a page left before the merge's answer may merge the cart again, as before
  }
}
