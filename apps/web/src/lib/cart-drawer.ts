import { create } from 'zustand';

interface CartDrawerState {
  open: boolean;
  /** Where focus goes back to when the drawer closes: what the shopper used to open it. */
  opener: HTMLElement | null;
  openDrawer(opener?: HTMLElement | null): void;
  closeDrawer(): void;
}

/**
 * Whether the cart drawer is showing. It opens after an item is added (docs/product.md §4), from any
 * screen, so the flag lives here rather than inside the drawer.
 */
export const useCartDrawer = create<CartDrawerState>((set) => ({
  open: false,
  opener: null,
  openDrawer: (opener = null) => set({ open: true, opener }),
  closeDrawer: () => set({ open: false }),
}));
