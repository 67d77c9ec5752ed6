import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface PendingCartItem {
  productVariantId: string;
  quantity: number;
}

interface PendingItemState {
  pendingCartItem?: PendingCartItem;
  pendingWishlistProductId?: string;
  setPendingCartItem(item: PendingCartItem): void;
  setPendingWishlistProductId(productId: string): void;
  clearPendingCartItem(): void;
  clearPendingWishlistProductId(): void;
}

/**
 * What a guest tried to add before being asked to log in (docs/product.md §4 pending items). Kept in
 * localStorage so that it survives the trip through /login; applied and cleared after sign-in.
 */
export const usePendingItem = create<PendingItemState>()(
  persist(
    (set) => ({
      setPendingCartItem: (pendingCartItem) => set({ pendingCartItem }),
      setPendingWishlistProductId: (pendingWishlistProductId) => set({ pendingWishlistProductId }),
      clearPendingCartItem: () => set({ pendingCartItem: undefined }),
      clearPendingWishlistProductId: () => set({ pendingWishlistProductId: undefined }),
    }),
    {
      name: 'pending-item',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ pendingCartItem, pendingWishlistProductId }) => ({
        pendingCartItem,
        pendingWishlistProductId,
      }),
    },
  ),
);
