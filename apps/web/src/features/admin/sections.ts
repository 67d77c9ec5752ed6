import { mayUse, type StaffArea } from '@vastra/contract/staff-permissions';
import {
  ChartColumn,
  FileSpreadsheet,
  FileText,
  FolderTree,
  GalleryHorizontal,
  History,
  LayoutDashboard,
  type LucideIcon,
  Package,
  RotateCcw,
  ShoppingBag,
  Store,
  TicketPercent,
  Truck,
  UserCog,
  Users,
} from 'lucide-react';
import { useAuthStore } from '../../lib/auth-store';

export interface AdminSection {
  to: string;
  /** The part of the back office it is: shown only to staff whose role may use it. */
  area: StaffArea;
  label: string;
  icon: LucideIcon;
  blurb: string;
}

/** The admin sidebar and the dashboard's card grid, in the order of docs/product.md §10. */
export const adminSections: AdminSection[] = [
  {
    to: '/admin/dashboard',
    area: 'dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    blurb: 'Sales and stock at a glance',
  },
  {
    to: '/admin/categories',
    area: 'catalogue',
    label: 'Categories',
    icon: FolderTree,
    blurb: 'The category tree and its media',
  },
  {
    to: '/admin/products',
    area: 'catalogue',
    label: 'Products',
    icon: Package,
    blurb: 'Products, variants, prices and stock',
  },
  {
    to: '/admin/catalogue-files',
    area: 'catalogue',
    label: 'Catalogue Files',
    icon: FileSpreadsheet,
    blurb: 'Products out and in as CSV, Shopify’s layout included',
  },
  {
    to: '/admin/orders',
    area: 'orders',
    label: 'Orders',
    icon: ShoppingBag,
    blurb: 'All orders and their delivery status',
  },
  {
    to: '/admin/shipping',
    area: 'orders',
    label: 'Shipping',
    icon: Truck,
    blurb: 'The day’s pickup manifest and deliveries that need you',
  },
  {
    to: '/admin/returns',
    area: 'returns',
    label: 'Returns',
    icon: RotateCcw,
    blurb: 'Return and exchange requests to settle',
  },
  {
    to: '/admin/customers',
    area: 'customers',
    label: 'Customers',
    icon: Users,
    blurb: 'Who shops, what they spent, and cash on delivery for each',
  },
  {
    to: '/admin/coupons',
    area: 'marketing',
    label: 'Coupons',
    icon: TicketPercent,
    blurb: 'Offer codes and how often each was used',
  },
  {
    to: '/admin/banners',
    area: 'marketing',
    label: 'Banners',
    icon: GalleryHorizontal,
    blurb: 'Offers on the home page, with their pictures and links',
  },
  {
    to: '/admin/reports',
    area: 'reports',
    label: 'Reports',
    icon: ChartColumn,
    blurb: 'Sales, top products and returns for any range, as CSV',
  },
  {
    to: '/admin/company-details',
    area: 'shop',
    label: 'Company Details',
    icon: Store,
    blurb: 'Name, logo and contact details',
  },
  {
    to: '/admin/legal-pages',
    area: 'shop',
    label: 'Legal Pages',
    icon: FileText,
    blurb: 'Privacy policy and terms',
  },
  {
    to: '/admin/staff',
    area: 'staff',
    label: 'Staff',
    icon: UserCog,
    blurb: 'Who can open the back office, and with which role',
  },
  {
    to: '/admin/audit-log',
    area: 'staff',
    label: 'Audit Log',
    icon: History,
    blurb: 'Who changed what in the back office, and when',
  },
];

/** The sections the signed-in member of staff may use (the server refuses the others with 403). */
export function useAdminSections(): AdminSection[] {
  const role = useAuthStore((s) => s.user?.staffRole);
  return role ? adminSections.filter((section) => mayUse(role, section.area)) : [];
}

/** Whether the signed-in member of staff may use `area`. */
export function useMayUse(area: StaffArea): boolean {
  const role = useAuthStore((s) => s.user?.staffRole);
  return role !== undefined && mayUse(role, area);
}
