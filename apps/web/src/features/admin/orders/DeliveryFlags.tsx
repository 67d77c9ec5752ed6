import type { Address } from '@vastra/contract/addresses';
import { Badge } from '../components/Badge';
import { deliveryFlags } from './delivery-flags';

/** The order's delivery flags as small amber badges, or nothing when the courier has all it needs. */
export function DeliveryFlags({ address }: { address: Pick<Address, 'phone' | 'state'> }) {
  const flags = deliveryFlags(address);
  if (flags.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {flags.map((flag) => (
        <span key={flag.label} title={flag.detail}>
          <Badge tone="amber">{flag.label}</Badge>
        </span>
      ))}
    </span>
  );
}
