import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { basePriceToRupiah } from '../../money';
import type { ProductSummary } from '../products/product-model';

export interface CartItem {
  productId: number;
  name: string;
  /** price in the base unit (see RUPIAH_PER_BASE_UNIT) */
  price: number;
  image: string;
  quantity: number;
}

/** The most of one product a cart line holds (the server's limit too). */
export const MAX_CART_QUANTITY = 999;

/** A product as a cart line takes it (name, price and cover image as they are now). */
export function toCartProduct(product: ProductSummary): Omit<CartItem, 'quantity'> {
  return { productId: product.id, name: product.name, price: product.price, image: product.image };
}

export interface CartState {
  items: CartItem[];
  /**
   * The account whose server-side cart these lines are (kept in step with it while signed in); absent for
   * the browser's own cart of a visitor, which is merged into the account's cart at sign-in.
   */
  owner?: string;
  /** true while the account's cart is being loaded or merged at sign-in */
  syncing?: boolean;
}

export const initialCartState: CartState = { items: [] };

const clamp = (quantity: number) => Math.min(MAX_CART_QUANTITY, Math.max(0, Math.floor(quantity)));

/** The cart: one line per product; adding again adds 1; quantities are whole, never below 0 (or above 999). */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addToCart(state, action: PayloadAction<Omit<CartItem, 'quantity'>>) {
      const existing = state.items.find((item) => item.productId === action.payload.productId);
      if (existing) existing.quantity = clamp(existing.quantity + 1);
      else state.items.push({ ...action.payload, quantity: 1 });
    },
    setQuantity(state, action: PayloadAction<{ productId: number; quantity: number }>) {
      const item = state.items.find((line) => line.productId === action.payload.productId);
      if (item) item.quantity = clamp(action.payload.quantity);
    },
    incrementQuantity(state, action: PayloadAction<number>) {
      const item = state.items.find((line) => line.productId === action.payload);
      if (item) item.quantity = clamp(item.quantity + 1);
    },
    /** Floors at 0; the line stays in the cart at 0. */
    decrementQuantity(state, action: PayloadAction<number>) {
      const item = state.items.find((line) => line.productId === action.payload);
      if (item) item.quantity = Math.max(0, item.quantity - 1);
    },
    removeFromCart(state, action: PayloadAction<number>) {
      state.items = state.items.filter((line) => line.productId !== action.payload);
    },
    clearCart(state) {
      state.items = [];
    },
    /** Current name, price and image of lines from the database (the cart page refreshes them). */
    refreshCartItems(state, action: PayloadAction<Omit<CartItem, 'quantity'>[]>) {
      for (const fresh of action.payload) {
        const item = state.items.find((line) => line.productId === fresh.productId);
        if (item) Object.assign(item, { name: fresh.name, price: fresh.price, image: fresh.image });
      }
    },
    /** The account's cart is being loaded (or the browser's merged into it) at sign-in. */
    cartSyncStarted(state) {
      state.syncing = true;
    },
    /** The account's cart as the server holds it: it replaces the lines, which now belong to `owner`. */
    cartLoaded(state, action: PayloadAction<{ owner: string; items: CartItem[] }>) {
      state.items = action.payload.items;
      state.owner = action.payload.owner;
      state.syncing = false;
    },
    /** Loading failed: the lines stay as they are. */
    cartSyncFailed(state) {
      state.syncing = false;
    },
    /** Signed out: the browser forgets the account's cart (the server keeps it). */
    cartReset() {
      return initialCartState;
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    /** The header badge: distinct cart lines. */
    selectCartLineCount: (state) => state.items.length,
    /** The cart's total in whole rupiah: each unit at the rupiah its product page shows. */
    selectCartTotal: (state) =>
      state.items.reduce((total, line) => total + basePriceToRupiah(line.price) * line.quantity, 0),
    /** true while the account's cart is being loaded at sign-in */
    selectCartSyncing: (state) => state.syncing === true,
  },
});

export const {
  addToCart,
  setQuantity,
  incrementQuantity,
  decrementQuantity,
  removeFromCart,
  clearCart,
  refreshCartItems,
  cartSyncStarted,
  cartLoaded,
  cartSyncFailed,
  cartReset,
} = cartSlice.actions;
export const { selectCartItems, selectCartLineCount, selectCartTotal, selectCartSyncing } =
  cartSlice.selectors;
