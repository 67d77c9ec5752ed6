import { useQuery } from '@tanstack/react-query';
import type { Offer, OfferList } from '@vastra/contract/coupons';
import { api } from '../../lib/api';

/** GET /offers: the codes the shop shows in the cart that anyone may use now, guests included. */
export function useOffers() {
  return useQuery({
    queryKey: ['offers'],
    queryFn: async (): Promise<Offer[]> => (await api<OfferList>('/offers')).offers,
  });
}
