import type { AuditEntity } from '@vastra/contract/audit';

/** The path segments that name what a write changes: `/api/admin/staff/:id` changes staff. */
const entityBySegment: Record<string, AuditEntity> = {
  products: 'product',
  variants: 'product',
  categories: 'category',
  orders: 'order',
  shipment: 'shipment',
  shipments: 'shipment',
  returns: 'return',
  coupons: 'coupon',
  banners: 'banner',
  customers: 'customer',
  staff: 'staff',
  settings: 'settings',
  'delivery-rules': 'delivery rules',
  'company-details': 'company',
  'legal-pages': 'legal page',
};

/**
 * What a write on the route `url` changes: the last segment that names a kind of thing, so that
 * `/api/orders/:id/shipment/events` is an order's shipment. A route none names (a new module's)
 * is recorded under its first own segment; a test holds every route to the named kinds.
 */
export function auditedEntity(url: string): string {
  const segments = url.split('/').filter((segment) => segment && !segment.startsWith(':'));
  const named = segments.filter((segment) => Object.hasOwn(entityBySegment, segment));
  const last = named.at(-1);
  if (last) return entityBySegment[last] as AuditEntity;
  return segments.find((segment) => segment !== 'api' && segment !== 'admin') ?? 'shop';
}
