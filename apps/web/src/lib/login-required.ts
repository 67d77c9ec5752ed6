import { create } from 'zustand';

interface LoginRequiredState {
  open: boolean;
  show(): void;
  close(): void;
}

/**
 * Whether the Login Required dialog (docs/product.md §2) is showing. Any feature opens it with
 * `useLoginRequired.getState().show()` when a guest tries something that needs an account.
 */
export const useLoginRequired = create<LoginRequiredState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  close: () => set({ open: false }),
}));
