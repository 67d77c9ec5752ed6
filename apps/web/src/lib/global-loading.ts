import { create } from 'zustand';

/** The global-loading flag (SPEC.md §2): screens set it while they sign in, register or place orders. */
export const useGlobalLoading = create<{ loading: boolean; setLoading(loading: boolean): void }>((set) => ({
  loading: false,
  setLoading: (loading) => set({ loading }),
}));
