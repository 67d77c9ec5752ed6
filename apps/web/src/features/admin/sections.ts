import {
  FileText,
  FolderTree,
  LayoutDashboard,
  type LucideIcon,
  Package,
  RotateCcw,
  ShoppingBag,
  Store,
  TicketPercent,
  Truck,
} from 'lucide-react';

export interface AdminSection {
  to: string;
  label: string;
  icon: LucideIcon;
  blurb: string;
}

/** The admin sidebar and the dashboard's card grid, in the order of docs/product.md §10. */
export const adminSections: AdminSection[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard, blurb: 'Sales and stock at a glance' },
  {
    to: '/admin/categories',
    label: 'Categories',
    icon: FolderTree,
    blurb: 'The category tree and its media',
  },
  { to: '/admin/products', label: 'Products', icon: Package, blurb: 'Products, variants, prices and stock' },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingBag, blurb: 'All orders and their delivery status' },
  {
    to: '/admin/shipping',
    label: 'Shipping',
    icon: Truck,
    blurb: 'The day’s pickup manifest and deliveries that need you',
  },
  {
    to: '/admin/returns',
    label: 'Returns',
    icon: RotateCcw,
    blurb: 'Return and exchange requests to settle',
  },
  {
    to: '/admin/coupons',
    label: 'Coupons',
    icon: TicketPercent,
    blurb: 'Offer codes and how often each was used',
  },
  {
    to: '/admin/company-details',
    label: 'Company Details',
    icon: Store,
    blurb: 'Name, logo and contact details',
  },
  { to: '/admin/legal-pages', label: 'Legal Pages', icon: FileText, blurb: 'Privacy policy and terms' },
];
