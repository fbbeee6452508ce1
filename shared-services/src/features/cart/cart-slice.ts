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

/** A product as a cart line takes it (name, price and cover image as they are now). */
export function toCartProduct(product: ProductSummary): Omit<CartItem, 'quantity'> {
  return { productId: product.id, name: product.name, price: product.price, image: product.image };
}

export interface CartState {
  items: CartItem[];
}

export const initialCartState: CartState = { items: [] };

/** The cart: one line per product; adding again adds 1; quantities are whole and never below 0. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addToCart(state, action: PayloadAction<Omit<CartItem, 'quantity'>>) {
      const existing = state.items.find((item) => item.productId === action.payload.productId);
      if (existing) existing.quantity += 1;
      else state.items.push({ ...action.payload, quantity: 1 });
    },
    setQuantity(state, action: PayloadAction<{ productId: number; quantity: number }>) {
      const item = state.items.find((line) => line.productId === action.payload.productId);
      if (item) item.quantity = Math.max(0, Math.floor(action.payload.quantity));
    },
    incrementQuantity(state, action: PayloadAction<number>) {
      const item = state.items.find((line) => line.productId === action.payload);
      if (item) item.quantity += 1;
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
  },
  selectors: {
    selectCartItems: (state) => state.items,
    /** The header badge: distinct cart lines. */
    selectCartLineCount: (state) => state.items.length,
    /** The cart's total in whole rupiah: each unit at the rupiah its product page shows. */
    selectCartTotal: (state) =>
      state.items.reduce((total, line) => total + basePriceToRupiah(line.price) * line.quantity, 0),
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
} = cartSlice.actions;
export const { selectCartItems, selectCartLineCount, selectCartTotal } = cartSlice.selectors;
