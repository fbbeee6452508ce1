import type { CartItem, CartState } from './cart-slice';

export const CART_STORAGE_KEY = 'koperasi.cart.v1';

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.productId === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    typeof item.image === 'string' &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity >= 0
  );
}

/** Reads the saved cart; anything unreadable or malformed yields undefined (an empty cart). */
export function loadCart(storage: Storage | undefined = globalThis.localStorage): CartState | undefined {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return undefined;
    return { items: parsed.filter(isCartItem) };
  } catch {
    return undefined;
  }
}

export function saveCart(state: CartState, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(CART_STORAGE_KEY, JSON.stringify(state.items));
  } catch {
    // storage full or disabled: the cart still works for this page's life
  }
}
