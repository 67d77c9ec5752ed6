import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@vastra/contract/cart';
import { api, errorMessage } from '../../lib/api';
import { reloadCart } from '../../lib/cart-query';
import { toast } from '../../lib/toast';

/**
 * Changing one cart line's quantity or removing it. Either way the cart is loaded again afterwards
 * (docs/product.md §4), and the line stays busy until the fresh cart is showing.
 */
export function useCartLine(cartItemId: string) {
  const queryClient = useQueryClient();
  const reload = () => reloadCart(queryClient);

  const changeQuantity = useMutation({
    mutationFn: (newQuantity: number) =>
      api<Cart>('/cart/update-quantity', { method: 'PUT', body: { cartItemId, newQuantity } }),
    onError: (error) => toast.error(errorMessage(error, 'Failed to update the quantity.')),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: () => api<Cart>(`/cart/remove/${cartItemId}`, { method: 'DELETE' }),
    onError: (error) => toast.error(errorMessage(error, 'Failed to remove the item.')),
    onSettled: reload,
  });

  return {
    changeQuantity: (quantity: number) => changeQuantity.mutate(quantity),
    remove: () => remove.mutate(),
    busy: changeQuantity.isPending || remove.isPending,
  };
}
