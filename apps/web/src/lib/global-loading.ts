import { create } from 'zustand';

/** The global-loading flag (docs/product.md §2): screens set it while signing in, registering or ordering. */
export const useGlobalLoading = create<{ loading: boolean; setLoading(loading: boolean): void }>((set) => ({
  loading: false,
  setLoading: (loading) => set({ loading }),
}));
