import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from './user';

export interface AuthState {
  user: User | null;
  /** true until the initial session check has finished */
  loading: boolean;
}

export const initialAuthState: AuthState = { user: null, loading: true };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    setUser(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    clearUser(state) {
      state.user = null;
    },
    setAuthLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAuthLoading: (state) => state.loading,
  },
});

export const { setUser, clearUser, setAuthLoading } = authSlice.actions;
export const { selectUser, selectAuthLoading } = authSlice.selectors;
