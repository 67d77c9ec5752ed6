import { create } from 'zustand';

interface CartDrawerState {
  open: boolean;
  openDrawer(): void;
  closeDrawer(): void;
}

/**
 * Whether the cart drawer is showing. It opens after an item is added (docs/product.md §4), from any
 * screen, so the flag lives here rather than inside the drawer.
 */
export const useCartDrawer = create<CartDrawerState>((set) => ({
  open: false,
  openDrawer: () => set({ open: true }),
  closeDrawer: () => set({ open: false }),
}));
