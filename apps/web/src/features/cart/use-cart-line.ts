import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@vastra/contract/cart';
import { api, errorMessage } from '../../lib/api';
import { reloadCart } from '../../lib/cart-query';
import { toast } from '../../lib/toast';

/**
 * Changing one cart line's quantity, removing it or moving it to the wishlist. Each way the cart is
 * loaded again afterwards (docs/product.md §4), and the line stays busy until the fresh cart is showing.
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

  // Wishlist first (POST is idempotent), so a failure leaves the line in the cart rather than lost.
  const moveToWishlist = useMutation({
    mutationFn: async ({ productId, color }: { productId: string; color: string }) => {
      await api(`/wishlist/${productId}?${new URLSearchParams({ color })}`, { method: 'POST' });
      await api<Cart>(`/cart/remove/${cartItemId}`, { method: 'DELETE' });
    },
    onSuccess: () => toast.success('Moved to wishlist'),
    onError: () => toast.error('Something went wrong.'),
    onSettled: () => Promise.all([reload(), queryClient.invalidateQueries({ queryKey: ['wishlist'] })]),
  });

  return {
    changeQuantity: (quantity: number) => changeQuantity.mutate(quantity),
    remove: () => remove.mutate(),
    moveToWishlist: (productId: string, color: string) => moveToWishlist.mutate({ productId, color }),
    busy: changeQuantity.isPending || remove.isPending || moveToWishlist.isPending,
  };
}
