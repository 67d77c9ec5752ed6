import type { AuditEntity, AuditEntry } from '@vastra/contract/audit';

/** "1 Dec 2026, 4:05 pm": when a change was made, in India time wherever the owner reads it. */
export const auditWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A kind of thing as the filter and the list name it: "Delivery rules". */
export const entityWord = (entity: AuditEntity | string) => entity.charAt(0).toUpperCase() + entity.slice(1);

const verbs: Record<string, string> = { POST: 'Added', PUT: 'Changed', PATCH: 'Changed', DELETE: 'Deleted' };

/**
 * What an entry did, in words: "Changed coupon", "Deleted product". A POST to something that already
 * has an id (a shipment booked for an order) changed it rather than added one.
 */
export function whatWasDone(entry: Pick<AuditEntry, 'action' | 'entity'>): string {
  const [method = '', path = ''] = entry.action.split(' ');
  const verb = method === 'POST' && path.includes('/:') ? 'Changed' : (verbs[method] ?? method);
  return `${verb} ${entry.entity}`;
}

/** A field's name in words: `codMaxOpenOrders` reads "Cod max open orders". */
export function fieldWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const inline = (value: unknown): string => {
  if (value === null || value === undefined) return 'none';
  if (value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(inline).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${fieldWords(key).toLowerCase()} ${inline(inner)}`)
      .join(', ');
  }
  return String(value);
};

/**
 * A recorded value as lines to show: one line for a plain value or a list of them, one line per
 * item for a list of objects (a product's variants: "color White, size M, stock 4, ...").
 */
export function valueLines(value: unknown): string[] {
  if (Array.isArray(value) && value.some((item) => item !== null && typeof item === 'object')) {
    return value.map(inline);
  }
  return [inline(value)];
}
