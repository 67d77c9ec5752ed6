import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '@vastra/contract/coupons';
import { TicketPercent } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api';
import { AdminListPage } from '../components/AdminListPage';
import type { AdminColumn } from '../components/AdminTable';
import { useErrorToast } from '../components/use-error-toast';
import { CouponFormModal } from './CouponFormModal';
import { CouponRow } from './CouponRow';
import { adminCouponsQueryKey, couponBodyOf, deleteCoupon, saveCoupon, useAdminCoupons } from './coupon-api';

type FormState = { editing: Coupon | null } | null;

// On a phone each coupon is a card, a line a column (phone-cards.css).
const columns: AdminColumn[] = [
  'Code',
  'Applies',
  { label: 'Used', width: 'w-24' },
  { label: 'Status', width: 'w-28' },
  { label: 'In cart', width: 'w-24' },
  'Actions',
];

/** Offer codes: each with how often it was used, and add, edit, pause or resume, and delete. */
export function CouponsPage() {
  const queryClient = useQueryClient();
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminCoupons();
  useErrorToast(error, 'Failed to load coupons.');
  const [form, setForm] = useState<FormState>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminCouponsQueryKey });

  const togglePaused = useMutation({
    mutationFn: (coupon: Coupon) =>
      saveCoupon({ ...couponBodyOf(coupon), active: !coupon.active }, coupon.id),
    onSuccess: async ({ coupon }) => {
      toast.success(coupon.active ? `${coupon.code} is live again.` : `${coupon.code} is paused.`);
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to update coupon.')),
  });
  const remove = useMutation({
    mutationFn: (coupon: Coupon) => deleteCoupon(coupon.id),
    onSuccess: async () => {
      toast.success('Coupon deleted.');
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to delete coupon.')),
  });

  const coupons = data?.pages.flatMap((page) => page.data) ?? [];
  const busyId = togglePaused.isPending
    ? togglePaused.variables?.id
    : remove.isPending
      ? remove.variables?.id
      : undefined;

  return (
    <AdminListPage
      title="Coupons"
      description="Offer codes shoppers enter in the cart, or pick from its offers when shown there. Orders that are cancelled give their use back."
      add={{ label: 'Add Coupon', onAdd: () => setForm({ editing: null }) }}
      table={{
        columns,
        loading: isPending,
        empty: coupons.length === 0,
        emptyIcon: TicketPercent,
        emptyMessage: error
          ? 'Coupons could not be loaded.'
          : 'No coupons yet. Add one to offer shoppers a discount.',
      }}
      loadMore={{ label: 'Load more coupons', hasNextPage, isFetchingNextPage, fetchNextPage }}
      dialog={form && <CouponFormModal editing={form.editing} onClose={() => setForm(null)} />}
    >
      {coupons.map((coupon) => (
        <CouponRow
          key={coupon.id}
          coupon={coupon}
          busy={busyId === coupon.id}
          onTogglePaused={() => togglePaused.mutate(coupon)}
          onEdit={() => setForm({ editing: coupon })}
          onDelete={() => {
            const used = coupon.timesUsed > 0 ? ' Orders that used it keep their discount.' : '';
            if (window.confirm(`Are you sure you want to delete the coupon ${coupon.code}?${used}`)) {
              remove.mutate(coupon);
            }
          }}
        />
      ))}
    </AdminListPage>
  );
}
