import { useInfiniteQuery } from '@tanstack/react-query';
import type { Coupon, CouponBody, CouponPage } from '@vastra/contract/coupons';
import { api } from '../../../lib/api';

export const adminCouponsQueryKey = ['admin', 'coupons'] as const;

const COUPONS_PER_PAGE = 100;

/** Every coupon, newest first, with how often each was used: pages of 100, more on request. */
export function useAdminCoupons() {
  return useInfiniteQuery({
    queryKey: adminCouponsQueryKey,
    queryFn: ({ pageParam }) => api<CouponPage>(`/coupons?page=${pageParam}&limit=${COUPONS_PER_PAGE}`),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.totalPages ? pagination.page + 1 : undefined,
  });
}

/** POST /coupons to create, PUT /coupons/{id} to replace (pausing is a PUT with active false). */
export function saveCoupon(body: CouponBody, couponId: string | null) {
  return couponId
    ? api<{ coupon: Coupon }>(`/coupons/${couponId}`, { method: 'PUT', body })
    : api<{ coupon: Coupon }>('/coupons', { method: 'POST', body });
}

export function deleteCoupon(couponId: string) {
  return api<{ message: string }>(`/coupons/${couponId}`, { method: 'DELETE' });
}

/** A coupon as PUT /coupons/{id} takes it back: every field but its id and use count. */
export function couponBodyOf({ id: _id, timesUsed: _timesUsed, ...body }: Coupon): CouponBody {
  return body;
}
