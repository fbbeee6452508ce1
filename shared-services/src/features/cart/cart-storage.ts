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

export function saveCart(state: CartState, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(CART_STORAGE_KEY, JSON.stringify(state.items));
    if (state.owner) storage?.setItem(CART_OWNER_STORAGE_KEY, state.owner);
    else storage?.removeItem(CART_OWNER_STORAGE_KEY);
  } catch {
    // storage full or disabled: the cart still works for this page's life
  }
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
