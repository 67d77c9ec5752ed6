import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { formStyles as f } from './form-styles';
import { tableStyles as t } from './table-styles';

/** The customer's name with their email under it, and what else the row says of them. */
export function CustomerCell({
  customer,
  children,
}: {
  customer: { firstName: string; lastName: string; email: string };
  children?: ReactNode;
}) {
  return (
    <td className={t.cell}>
      <span className="block font-medium text-neutral-900">
        {customer.firstName} {customer.lastName}
      </span>
      <span className="block text-xs text-neutral-500">{customer.email}</span>
      {children}
    </td>
  );
}

/** The eye that opens a row's details dialog; `label` names the row for screen readers. */
export function ViewDetailsButton({ label, onView }: { label: string; onView(): void }) {
  return (
    <button type="button" onClick={onView} aria-label={label} title="View details" className={f.iconButton}>
      <Eye className="size-4" aria-hidden />
    </button>
  );
}
