import type { Coupon } from '@vastra/contract/coupons';
import { Pause, Play } from 'lucide-react';
import { formatRupeeSymbol } from '../../../lib/format';
import { Badge, type BadgeTone } from '../components/Badge';
import { EditDeleteButtons } from '../components/EditDeleteButtons';
import { tableStyles as t } from '../components/table-styles';
import { windowText } from '../components/window-text';
import { type CouponStatus, couponStatus, offerLine } from './coupon-draft';

const statusTones: Record<CouponStatus, BadgeTone> = {
  Active: 'green',
  Paused: 'neutral',
  Scheduled: 'blue',
  Expired: 'red',
  'Used up': 'amber',
};

// Made once: a formatter costs more to build than to use.
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** "1 Dec 2026 – 31 Dec 2026", "From 1 Dec 2026", "Until 31 Dec 2026" or "Always". */
const validity = (coupon: Coupon) => windowText(coupon.startsAt, coupon.endsAt, day) ?? 'Always';

function conditions(coupon: Coupon): string[] {
  return [
    ...(coupon.minOrderValue ? [`Orders from ${formatRupeeSymbol(coupon.minOrderValue)}`] : []),
    ...(coupon.firstOrderOnly ? ['First order only'] : []),
    ...(coupon.perCustomerLimit ? [`${coupon.perCustomerLimit} per customer`] : []),
  ];
}

interface CouponRowProps {
  coupon: Coupon;
  busy: boolean;
  onTogglePaused(): void;
  onEdit(): void;
  onDelete(): void;
}

/**
 * One coupon in the list: its code and offer, when and for whom it applies, its uses, its status and
 * whether the cart shows it to every shopper.
 */
export function CouponRow({ coupon, busy, onTogglePaused, onEdit, onDelete }: CouponRowProps) {
  const status = couponStatus(coupon);
  const rules = conditions(coupon);
  const used = (
    <>
      <span className="font-medium text-neutral-900">{coupon.timesUsed}</span>
      {coupon.usageLimit !== null && <span className="text-neutral-500"> / {coupon.usageLimit}</span>}
    </>
  );
  const applies = (
    <>
      <span className="block">{validity(coupon)}</span>
      <span className="block text-neutral-500">{rules.length > 0 ? rules.join(' · ') : 'Any order'}</span>
    </>
  );
  return (
    <tr className={t.row}>
      <td className={t.cell}>
        <span className="block font-mono font-semibold tracking-wide text-neutral-900">{coupon.code}</span>
        <span className="block text-xs text-neutral-500">{offerLine(coupon)}</span>
      </td>
      <td className={`${t.cell} text-xs`}>
        <span>{applies}</span>
      </td>
      <td className={`${t.cell} tabular-nums whitespace-nowrap`}>{used}</td>
      <td className={t.cell}>
        <Badge tone={statusTones[status]}>{status}</Badge>
      </td>
      <td className={t.cell}>
        {coupon.showInCart ? <Badge tone="blue">Yes</Badge> : <span className="text-neutral-500">No</span>}
      </td>
      <td className={t.cell}>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={onTogglePaused}
            disabled={busy}
            aria-label={`${coupon.active ? 'Pause' : 'Resume'} ${coupon.code}`}
            title={coupon.active ? 'Pause' : 'Resume'}
            className="mr-1 inline-flex min-h-8 items-center gap-1 rounded-lg px-2.5 py-1.5 text-xs font-medium text-neutral-700 ring-1 ring-neutral-300 hover:bg-neutral-100 disabled:opacity-50"
          >
            {coupon.active ? (
              <Pause className="size-3.5" aria-hidden />
            ) : (
              <Play className="size-3.5" aria-hidden />
            )}
            <span className="hidden sm:inline">{coupon.active ? 'Pause' : 'Resume'}</span>
          </button>
          <EditDeleteButtons
            itemName={coupon.code}
            onEdit={onEdit}
            onDelete={onDelete}
            deleteDisabled={busy}
          />
        </div>
      </td>
    </tr>
  );
}
