import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@vastra/contract/cart';
import { api, errorMessage } from './api';
import { useAuthStore } from './auth-store';
import { cartQueryKey } from './cart-query';

/**
 * Applying an offer code to the cart and taking it off. The server answers with the whole cart
 * (its discount and total worked out), which replaces the cached one; a code that does not apply
 * is a 400 whose sentence says why, kept to show under the field.
 */
export function useCartCoupon() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?.id);
  const keep = (cart: Cart) => queryClient.setQueryData(cartQueryKey(userId), cart);

  const apply = useMutation({
    mutationFn: (code: string) => api<Cart>('/cart/coupon', { method: 'POST', body: { code } }),
    onSuccess: keep,
  });
  const remove = useMutation({
    mutationFn: () => api<Cart>('/cart/coupon', { method: 'DELETE' }),
    onSuccess: keep,
  });

  return {
    apply: (code: string, onApplied: () => void) => apply.mutate(code, { onSuccess: onApplied }),
    remove: () => {
      apply.reset();
      remove.mutate();
    },
    busy: apply.isPending || remove.isPending,
    refusal: apply.error
      ? errorMessage(apply.error, 'The code could not be applied. Please try again.')
      : null,
    removeFailed: remove.error
      ? errorMessage(remove.error, 'The code could not be removed. Please try again.')
      : null,
  };
}
