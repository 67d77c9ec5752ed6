import type { StaffArea } from '@vastra/contract/staff-permissions';
import type { RouteOptions } from 'fastify';
import type { FormParts } from './multipart';
import type { Call, Caller, SecurityFixtures } from './security-fixtures';

/**
 * Who may call what: every route the server registers, with the status each kind of caller gets.
 * The matrix test fails for a registered route that has no entry here, so a new route cannot ship
 * without someone deciding who may call it. `customer` owns the fixtures' addresses, cart lines and
 * orders; `otherCustomer` and `admin` reach them only through their own routes (404 otherwise).
 */

/** The status each caller gets; `area` says which part of the back office a staff-only route is in. */
export type Expected = Record<Caller, number> & { area?: StaffArea };

/** The statuses alone, as the matrix test compares them with what each caller got. */
export const statusesOf = ({ area: _area, ...statuses }: Expected): Record<Caller, number> => statuses;

export interface RouteRule {
  /** The method and path as Fastify registers them, e.g. `PUT /api/orders/:id/cancel`. */
  route: string;
  expect: Expected;
  /** What the route reads: JSON routes get the bad-input properties, forms theirs. */
  body?: 'json' | 'multipart' | 'urlencoded';
  /** The URL with fixture ids filled in, and a body that passes validation. */
  call: (f: SecurityFixtures, caller: Caller) => Omit<Call, 'method'>;
  /** Registered only by a provider the shop's test app leaves off: checked on a shop that uses it. */
  optional?: 'phonepe' | 'razorpay';
}

const everyone = (status: number): Expected => ({
  guest: status,
  customer: status,
  otherCustomer: status,
  admin: status,
});
const signedIn = (status: number): Expected => ({ ...everyone(status), guest: 401 });
/** Someone else's resource is a 404, the admin's included: the admin has routes of its own. */
const ownerOnly = (status: number): Expected => ({
  guest: 401,
  customer: status,
  otherCustomer: 404,
  admin: 404,
});
/** Staff only, in `area` of the back office: the staff-roles test calls it as every other role too. */
const adminOnly = (status: number, area: StaffArea): Expected => ({
  guest: 401,
  customer: 403,
  otherCustomer: 403,
  admin: status,
  area,
});

type Url = string | ((f: SecurityFixtures) => string);
const urlOf = (url: Url, f: SecurityFixtures) => (typeof url === 'string' ? url : url(f));

/** A call without a body: GET of the route's own path, or of `url` for a pattern or a query. */
const bare = (route: string, expect: Expected, url: Url = route.split(' ')[1] as string): RouteRule => ({
  route,
  expect,
  call: (f) => ({ url: urlOf(url, f) }),
});
const json = (
  route: string,
  expect: Expected,
  url: Url,
  body: (f: SecurityFixtures, caller: Caller) => unknown,
): RouteRule => ({
  route,
  expect,
  body: 'json',
  call: (f, caller) => ({ url: urlOf(url, f), json: body(f, caller) }),
});
const form = (
  route: string,
  expect: Expected,
  url: Url,
  parts: (f: SecurityFixtures) => FormParts,
): RouteRule => ({
  route,
  expect,
  body: 'multipart',
  call: (f) => ({ url: urlOf(url, f), form: parts(f) }),
});

const productForm = (f: SecurityFixtures): FormParts => [
  ['productName', 'Poplin Shirt'],
  ['description', 'Soft cotton.'],
  ['categoryId', f.leafCategory.id],
  ['productVariants', JSON.stringify([{ color: 'White', size: 'M', stock: 4, originalPrice: '999.00' }])],
];

const addressBody = () => ({
  fullName: 'Asha Rao',
  phone: '9876543210',
  addressLine1: '22 Park Street',
  addressLine2: '',
  city: 'Kolkata',
  state: 'West Bengal',
  postalCode: '700016',
  isDefault: false,
});

export const authorisationMatrix: RouteRule[] = [
  // Documentation, health and static files: public.
  bare('GET /api/health', everyone(200)),
  bare('GET /api/health/ready', everyone(200)),
  bare('GET /api/docs', everyone(200)),
  bare('GET /api/docs/json', everyone(200)),
  bare('GET /api/docs/yaml', everyone(200)),
  bare('GET /api/docs/static/index.html', everyone(302)),
  bare('GET /api/docs/static/swagger-initializer.js', everyone(200)),
  bare('GET /api/docs/static/*', everyone(200), '/api/docs/static/swagger-ui.css'),
  bare('GET /uploads/*', everyone(404), '/uploads/missing.webp'),
  bare('GET /sitemap.xml', everyone(200)),
  bare('GET /robots.txt', everyone(200)),
  // The storefront (registered when a web build exists): index.html for every page.
  bare('GET /', everyone(200)),
  bare('GET /products/:slug', everyone(200), '/products/men'),
  bare('GET /product/:id', everyone(200), (f) => `/product/${f.product.id}`),
  bare('GET /search', everyone(200), '/search?q=kurta'),
  bare('GET /legal/:slug', everyone(200), '/legal/privacy-policy'),
  bare('GET /policies/:topic', everyone(200), '/policies/returns'),
  bare('GET /*', everyone(200), '/men'),

  // Accounts.
  json('POST /api/auth/register', everyone(201), '/api/auth/register', (_f, caller) => ({
    firstName: 'Meera',
    lastName: 'Nair',
    username: `matrix_${caller}`,
    email: `matrix_${caller}@example.in`,
    password: 'secret123',
    mobile: '+91 98765 43210',
    dob: '1994-05-17',
  })),
  json('POST /api/auth/login', everyone(200), '/api/auth/login', (f) => ({
    identifier: f.users.customer.email,
    password: 'secret123',
  })),
  bare('GET /api/auth/me', signedIn(200)),
  {
    route: 'POST /api/auth/logout',
    expect: signedIn(200),
    call: () => ({ url: '/api/auth/logout', ownSession: true }),
  },
  // One email per caller: code requests are limited per email.
  json(
    'POST /api/auth/forgot-password/request-otp',
    everyone(200),
    '/api/auth/forgot-password/request-otp',
    (_f, caller) => ({
      email: `nobody_${caller}@example.in`,
    }),
  ),
  json('POST /api/auth/forgot-password/reset', everyone(400), '/api/auth/forgot-password/reset', (f) => ({
    email: f.users.customer.email,
    otp: '000000',
    newPassword: 'secret456',
  })),
  json('PUT /api/users/profile', signedIn(200), '/api/users/profile', () => ({
    firstName: 'Ravi',
    lastName: 'Tester',
    mobile: '',
    dob: '',
  })),
  // Signing in with a mobile (docs/api.md "Phone-first"): one number per caller, as codes are limited per number.
  json('POST /api/auth/otp/request', everyone(200), '/api/auth/otp/request', (_f, caller) => ({
    mobile: `98000000${['guest', 'customer', 'otherCustomer', 'admin'].indexOf(caller)}0`,
  })),
  // No code was sent to this number: a wrong code for everyone.
  json('POST /api/auth/otp/verify', everyone(400), '/api/auth/otp/verify', () => ({
    mobile: '9800000099',
    otp: '000000',
    firstName: 'Meena',
    lastName: 'Iyer',
  })),
  // The fixtures' users have no mobile on their profiles: asked to add one first.
  {
    route: 'POST /api/users/profile/mobile/request-otp',
    expect: signedIn(400),
    call: () => ({ url: '/api/users/profile/mobile/request-otp', json: {} }),
  },
  json('POST /api/users/profile/mobile/verify', signedIn(400), '/api/users/profile/mobile/verify', () => ({
    otp: '000000',
  })),
  // A wrong current password: a right one would end the caller's session for the rest of the suite.
  json('PUT /api/users/change-password', signedIn(400), '/api/users/change-password', () => ({
    currentPassword: 'not-my-password',
    newPassword: 'secret456',
  })),

  // Addresses.
  bare('GET /api/addresses', signedIn(200)),
  json('POST /api/addresses', signedIn(201), '/api/addresses', addressBody),
  json('PUT /api/addresses/:id', ownerOnly(200), (f) => `/api/addresses/${f.address}`, addressBody),
  bare('DELETE /api/addresses/:id', ownerOnly(200), (f) => `/api/addresses/${f.addressToDelete}`),

  // Catalogue: public reads, admin writes.
  bare('GET /api/categories', everyone(200)),
  form('POST /api/categories', adminOnly(201, 'catalogue'), '/api/categories', (f) => [
    ['name', 'Scarves'],
    ['parentId', f.topCategory.id],
  ]),
  form(
    'PUT /api/categories/:id',
    adminOnly(200, 'catalogue'),
    (f) => `/api/categories/${f.categoryToEdit}`,
    (f) => [
      ['name', 'Leather Belts'],
      ['description', 'Belts for every day.'],
      ['parentId', f.topCategory.id],
    ],
  ),
  bare(
    'DELETE /api/categories/:id',
    adminOnly(200, 'catalogue'),
    (f) => `/api/categories/${f.categoryToDelete}`,
  ),
  bare('GET /api/products', everyone(200), '/api/products?page=1&limit=5'),
  bare('GET /api/products/:id', everyone(200), (f) => `/api/products/${f.product.id}`),
  bare(
    'GET /api/products/:id/similar',
    everyone(200),
    (f) => `/api/products/${f.product.id}/similar?limit=4`,
  ),
  bare(
    'GET /api/products/category/:idOrSlug',
    everyone(200),
    (f) => `/api/products/category/${f.leafCategory.slug}?page=1&limit=5`,
  ),
  bare('GET /api/products/search', everyone(200), '/api/products/search?q=shirt'),
  form('POST /api/products', adminOnly(201, 'catalogue'), '/api/products', productForm),
  form(
    'PUT /api/products/:id',
    adminOnly(200, 'catalogue'),
    (f) => `/api/products/${f.productToEdit}`,
    productForm,
  ),
  bare('DELETE /api/products/:id', adminOnly(200, 'catalogue'), (f) => `/api/products/${f.productToDelete}`),
  bare('GET /api/admin/products', adminOnly(200, 'catalogue'), '/api/admin/products?status=DRAFT&q=shirt'),
  json('POST /api/admin/products/bulk', adminOnly(200, 'catalogue'), '/api/admin/products/bulk', (f) => ({
    productIds: [f.productToEdit],
    action: { type: 'SET_STOCK', stock: 40 },
  })),
  json(
    'PUT /api/admin/variants/:id/stock',
    adminOnly(200, 'catalogue'),
    (f) => `/api/admin/variants/${f.variantToCount}/stock`,
    () => ({ stock: 40, was: 40 }),
  ),
  // Catalogue files: the export, a dry run of a one-row file, and an import's progress (none such: 404).
  bare('GET /api/admin/products/export.csv', adminOnly(200, 'catalogue')),
  form('POST /api/admin/products/import', adminOnly(202, 'catalogue'), '/api/admin/products/import', (f) => [
    ['dryRun', 'true'],
    [
      'file',
      {
        bytes: Buffer.from(
          `Handle,Title,Option1 Name,Option1 Value,Variant Price,Category\nmatrix-shirt,Matrix Shirt,Color,Red,999.00,${f.leafCategory.id}\n`,
        ),
        filename: 'products.csv',
        type: 'text/csv',
      },
    ],
  ]),
  bare(
    'GET /api/admin/imports/:id',
    adminOnly(404, 'catalogue'),
    '/api/admin/imports/00000000-0000-4000-8000-000000000000',
  ),
  bare('GET /api/company-details', everyone(200)),
  bare('GET /api/meta/indian-states', everyone(200)),
  bare('GET /api/meta/shop-rules', everyone(200)),
  bare('GET /api/store-policies', everyone(200)),
  form('PUT /api/company-details', adminOnly(200, 'shop'), '/api/company-details', () => [
    ['name', 'Vastra Fashions'],
    ['email', 'hello@vastra.example'],
    ['phone', '+91 80 1234 5678'],
    ['address', '12 MG Road, Bengaluru'],
    ['pincode', '560001'],
    ['gstin', '29AAGCB7383J1Z4'],
    ['state', 'Karnataka'],
    ['grievanceOfficerName', 'Asha Rao'],
    ['grievanceOfficerEmail', 'grievance@vastra.example'],
    ['grievanceOfficerPhone', '+91 98450 12345'],
  ]),
  bare('GET /api/legal-pages', everyone(200)),
  bare('GET /api/legal-pages/slug/:slug', everyone(200), '/api/legal-pages/slug/privacy-policy'),
  json('POST /api/legal-pages', adminOnly(200, 'shop'), '/api/legal-pages', () => ({
    title: 'Terms and Conditions',
    slug: 'terms-conditions',
    content: '<p>Be kind.</p>',
  })),

  // Cart and wishlist: each signed-in user has their own.
  bare('GET /api/cart', signedIn(200)),
  json('POST /api/cart/add', signedIn(200), '/api/cart/add', (f) => ({
    productVariantId: f.product.variantIds[0],
    quantity: 1,
  })),
  json('PUT /api/cart/update-quantity', ownerOnly(200), '/api/cart/update-quantity', (f) => ({
    cartItemId: f.cartLine,
    newQuantity: 2,
  })),
  bare('DELETE /api/cart/remove/:id', ownerOnly(200), (f) => `/api/cart/remove/${f.cartLineToRemove}`),
  json('POST /api/cart/coupon', signedIn(200), '/api/cart/coupon', (f) => ({ code: f.coupon.code })),
  bare('DELETE /api/cart/coupon', signedIn(200)),
  bare('GET /api/wishlist', signedIn(200)),
  bare('POST /api/wishlist/:productId', signedIn(201), (f) => `/api/wishlist/${f.product.id}`),
  bare('DELETE /api/wishlist/:productId', signedIn(200), (f) => `/api/wishlist/${f.product.id}`),
  // Back in stock: each signed-in user waits for sizes of their own.
  bare('GET /api/products/:id/notify', signedIn(200), (f) => `/api/products/${f.soldOut.id}/notify`),
  json(
    'POST /api/products/:id/notify',
    signedIn(201),
    (f) => `/api/products/${f.soldOut.id}/notify`,
    (f) => ({ variantId: f.soldOut.variantId }),
  ),
  bare(
    'DELETE /api/products/:id/notify',
    signedIn(200),
    (f) => `/api/products/${f.soldOut.id}/notify?variantId=${f.soldOut.variantId}`,
  ),

  // Store credit: each signed-in user reads their own.
  bare('GET /api/store-credit', signedIn(200)),

  // Orders and payments. Online payment keeps the cart, so the cart rules above still find their lines.
  json('POST /api/orders/place', ownerOnly(201), '/api/orders/place', (f) => ({
    addressId: f.address,
    paymentMethod: 'ONLINE_PAYMENT',
  })),
  bare(
    'GET /api/orders/payment/verify-and-update/:merchantTransactionId',
    ownerOnly(200),
    (f) => `/api/orders/payment/verify-and-update/${f.payment}`,
  ),
  bare('GET /api/orders/my-orders', signedIn(200)),
  // The admin cancels through PUT /orders/{id}/status.
  bare('PUT /api/orders/:id/cancel', ownerOnly(200), (f) => `/api/orders/${f.orderToCancel}/cancel`),
  bare('GET /api/orders/all', adminOnly(200, 'orders'), '/api/orders/all?status=PENDING&page=1&limit=5'),
  json(
    'PUT /api/orders/:id/status',
    adminOnly(200, 'orders'),
    (f) => `/api/orders/${f.orderForStatus}/status`,
    () => ({
      deliveryStatus: 'SHIPPED',
    }),
  ),
  json(
    'POST /api/admin/orders/bulk-status',
    adminOnly(200, 'orders'),
    '/api/admin/orders/bulk-status',
    (f) => ({
      orderIds: [f.orderForStatus],
      deliveryStatus: 'SHIPPED',
    }),
  ),
  // COD confirmation: the signed link is the proof, so no sign-in; an order placed with confirmation
  // off was never asked about (409), and a token the shop did not sign names no order (404).
  bare('GET /api/cod-confirmations/:token', everyone(404), '/api/cod-confirmations/not-a-signed-token'),
  json(
    'POST /api/cod-confirmations/:token',
    everyone(404),
    '/api/cod-confirmations/not-a-signed-token',
    () => ({
      answer: 'CONFIRM',
    }),
  ),
  json(
    'PUT /api/orders/:id/cod-confirmation',
    adminOnly(409, 'orders'),
    (f) => `/api/orders/${f.orderForStatus}/cod-confirmation`,
    () => ({ answer: 'CONFIRM' }),
  ),
  // Offer codes: the back office keeps them; anyone reads those the shop shows in the cart.
  bare('GET /api/offers', everyone(200)),
  bare('GET /api/coupons', adminOnly(200, 'marketing'), '/api/coupons?page=1&limit=5'),
  // Paused and not yet started: the codes the bad-input runs make from it (say "NaN") apply to no cart.
  json('POST /api/coupons', adminOnly(201, 'marketing'), '/api/coupons', () => ({
    code: 'NEWYEAR15',
    type: 'PERCENT',
    value: '15',
    maxDiscount: '500',
    startsAt: '2099-01-01T00:00:00+05:30',
    active: false,
  })),
  json(
    'PUT /api/coupons/:id',
    adminOnly(200, 'marketing'),
    (f) => `/api/coupons/${f.coupon.id}`,
    (f) => ({ code: f.coupon.code, type: 'PERCENT', value: '10', active: false }),
  ),
  bare('DELETE /api/coupons/:id', adminOnly(200, 'marketing'), (f) => `/api/coupons/${f.couponToDelete}`),

  // Home page banners: anyone reads the active ones, the back office keeps them.
  bare('GET /api/banners', everyone(200)),
  bare('GET /api/admin/banners', adminOnly(200, 'marketing')),
  form('POST /api/admin/banners', adminOnly(201, 'marketing'), '/api/admin/banners', (f) => [
    ['title', 'Monsoon Sale'],
    ['link', '/products/women'],
    ['image', f.bannerPicture],
  ]),
  form(
    'PUT /api/admin/banners/:id',
    adminOnly(200, 'marketing'),
    (f) => `/api/admin/banners/${f.banner}`,
    () => [
      ['title', 'Matrix Sale, extended'],
      ['link', '/products/men'],
      ['active', 'false'],
    ],
  ),
  // Banners are added while the matrix runs, so a list fixed in advance never names them all: a 400.
  json('PUT /api/admin/banners/order', adminOnly(400, 'marketing'), '/api/admin/banners/order', (f) => ({
    ids: [f.banner],
  })),
  bare(
    'DELETE /api/admin/banners/:id',
    adminOnly(200, 'marketing'),
    (f) => `/api/admin/banners/${f.bannerToDelete}`,
  ),

  // Reviews: anyone reads them; only a customer who received the product writes one.
  bare(
    'GET /api/products/:id/reviews',
    everyone(200),
    (f) => `/api/products/${f.product.id}/reviews?sort=rating_desc`,
  ),
  bare(
    'GET /api/products/:id/reviews/mine',
    signedIn(200),
    (f) => `/api/products/${f.product.id}/reviews/mine`,
  ),
  json(
    'POST /api/products/:id/reviews',
    { guest: 401, customer: 201, otherCustomer: 403, admin: 403 },
    (f) => `/api/products/${f.product.id}/reviews`,
    () => ({ rating: 5, title: 'Crisp collar', text: 'Washed twice, still sharp.' }),
  ),
  {
    // The author or an admin: the customer deletes their own review, the admin the other customer's.
    route: 'DELETE /api/reviews/:id',
    expect: { guest: 401, customer: 200, otherCustomer: 403, admin: 200 },
    call: (f, caller) => ({
      url: `/api/reviews/${caller === 'admin' ? f.reviewForAdmin : f.reviewToDelete}`,
    }),
  },

  // The customer's invoice, and the admin's for any order.
  bare(
    'GET /api/orders/:id/invoice',
    { guest: 401, customer: 200, otherCustomer: 404, admin: 200 },
    (f) => `/api/orders/${f.shippedOrder}/invoice`,
  ),
  bare(
    'GET /api/orders/export.csv',
    adminOnly(200, 'reports'),
    '/api/orders/export.csv?status=PENDING&q=asha',
  ),

  // Returns and exchanges: the customer asks about their own order; the back office settles them.
  json(
    'POST /api/orders/:id/returns',
    ownerOnly(201),
    (f) => `/api/orders/${f.returnableOrder.id}/returns`,
    (f) => ({
      items: [
        { orderItemId: f.returnableOrder.lineId, quantity: 1, type: 'RETURN', reason: 'Size too small' },
      ],
    }),
  ),
  bare('GET /api/returns/mine', signedIn(200)),
  bare('GET /api/returns', adminOnly(200, 'returns'), '/api/returns?status=REQUESTED&page=1&limit=5'),
  bare(
    'GET /api/returns/:id',
    { guest: 401, customer: 200, otherCustomer: 404, admin: 200 },
    (f) => `/api/returns/${f.returnRequest}`,
  ),
  json(
    'PUT /api/returns/:id/status',
    adminOnly(200, 'returns'),
    (f) => `/api/returns/${f.returnForStatus}/status`,
    () => ({ status: 'APPROVED' }),
  ),
  bare(
    'GET /api/returns/:id/credit-note',
    { guest: 401, customer: 200, otherCustomer: 404, admin: 200 },
    (f) => `/api/returns/${f.refundedReturn}/credit-note`,
  ),
  bare('GET /api/admin/dashboard', adminOnly(200, 'dashboard')),

  // Reports: sales, top products and returns over a range, each also as CSV.
  ...['sales', 'top-products', 'returns'].flatMap((report) =>
    ['', '.csv'].map((twin) =>
      bare(
        `GET /api/admin/reports/${report}${twin}`,
        adminOnly(200, 'reports'),
        `/api/admin/reports/${report}${twin}?from=2026-01-01&to=2026-01-31`,
      ),
    ),
  ),

  // Staff: the owner's screen, and the invited member's link.
  bare('GET /api/admin/staff', adminOnly(200, 'staff')),
  json('POST /api/admin/staff', adminOnly(201, 'staff'), '/api/admin/staff', (_f, caller) => ({
    firstName: 'Meera',
    lastName: 'Nair',
    email: `staff_${caller}@example.in`,
    staffRole: 'ORDERS',
  })),
  json(
    'PUT /api/admin/staff/:id',
    adminOnly(200, 'staff'),
    (f) => `/api/admin/staff/${f.staffToRemove}`,
    () => ({ staffRole: 'SUPPORT' }),
  ),
  bare('DELETE /api/admin/staff/:id', adminOnly(200, 'staff'), (f) => `/api/admin/staff/${f.staffToRemove}`),
  bare(
    'GET /api/admin/audit-log',
    adminOnly(200, 'staff'),
    '/api/admin/audit-log?entity=product&from=2026-01-01&to=2026-12-31&page=1&limit=5',
  ),
  json('POST /api/staff/invitations/accept', everyone(400), '/api/staff/invitations/accept', () => ({
    token: 'not-a-real-token',
    password: 'secret123',
  })),
  // Customers: the list, a customer's page, and cash on delivery for one customer (left on here).
  bare('GET /api/admin/customers', adminOnly(200, 'customers'), '/api/admin/customers?q=ravi&page=1&limit=5'),
  bare(
    'GET /api/admin/customers/:id',
    adminOnly(200, 'customers'),
    (f) => `/api/admin/customers/${f.users.customer.id}`,
  ),
  json(
    'PUT /api/admin/customers/:id',
    adminOnly(200, 'customers'),
    (f) => `/api/admin/customers/${f.users.otherCustomer.id}`,
    () => ({ codBlocked: false }),
  ),
  bare('GET /api/admin/settings', adminOnly(200, 'shop')),
  json('PUT /api/admin/settings', adminOnly(200, 'shop'), '/api/admin/settings', () => ({
    codMaxOpenOrders: 5,
    codMaxOpenValue: '50000.00',
    maxQuantityPerLine: 50,
  })),
  bare('GET /api/delivery/check', everyone(200), '/api/delivery/check?pincode=560001'),
  json(
    'POST /api/orders/:id/shipment',
    adminOnly(200, 'orders'),
    (f) => `/api/orders/${f.orderToShip}/shipment`,
    () => ({ courier: 'Delhivery', awb: 'MATRIX-1' }),
  ),
  bare(
    'GET /api/orders/:id/tracking',
    { guest: 401, customer: 200, otherCustomer: 404, admin: 200 },
    (f) => `/api/orders/${f.bookedOrder}/tracking`,
  ),
  bare(
    'GET /api/orders/:id/shipment/label',
    adminOnly(200, 'orders'),
    (f) => `/api/orders/${f.bookedOrder}/shipment/label`,
  ),
  bare(
    'GET /api/orders/:id/shipment/packing-slip',
    adminOnly(200, 'orders'),
    (f) => `/api/orders/${f.bookedOrder}/shipment/packing-slip`,
  ),
  json('POST /api/admin/shipments', adminOnly(200, 'orders'), '/api/admin/shipments', () => ({
    orders: [{ orderId: '00000000-0000-4000-8000-000000000000', courier: 'Delhivery', awb: 'MATRIX-2' }],
  })),
  bare('GET /api/admin/shipments/manifest', adminOnly(200, 'orders')),
  bare('GET /api/admin/shipments/manifest.pdf', adminOnly(200, 'orders')),
  bare('GET /api/admin/shipments/attention', adminOnly(200, 'orders')),
  // The matrix's shop ships through the simulator: hand-recorded events are for manual parcels only,
  // and its parcel has had no failed attempt to act on.
  json(
    'POST /api/orders/:id/shipment/events',
    adminOnly(409, 'orders'),
    (f) => `/api/orders/${f.bookedOrder}/shipment/events`,
    () => ({ status: 'PICKED_UP' }),
  ),
  json(
    'PUT /api/orders/:id/shipment/ndr',
    adminOnly(409, 'orders'),
    (f) => `/api/orders/${f.bookedOrder}/shipment/ndr`,
    () => ({ action: 'REATTEMPT' }),
  ),
  // Only the provider's signature opens it; a shopper's or admin's Bearer token does not.
  json('POST /api/shipping/webhooks/:provider', everyone(401), '/api/shipping/webhooks/simulator', (f) => ({
    events: [{ awb: f.bookedAwb, eventId: 'matrix', status: 'DELIVERED', at: '2026-12-10T10:00:00Z' }],
  })),
  bare('GET /api/shipping/simulator/:awb', everyone(200), (f) => `/api/shipping/simulator/${f.bookedAwb}`),
  {
    // The simulated courier's page posts here from anyone's browser, like the payment simulator's.
    route: 'POST /api/shipping/simulator/:awb',
    expect: everyone(303),
    body: 'urlencoded',
    call: (f) => ({ url: `/api/shipping/simulator/${f.bookedAwb}`, urlencoded: 'status=IN_TRANSIT' }),
  },
  // WhatsApp's webhook: the matrix's shop sends no WhatsApp through the Cloud API (messaging/providers.test.ts has one).
  bare('GET /api/messaging/whatsapp/webhook', everyone(404)),
  {
    route: 'POST /api/messaging/whatsapp/webhook',
    expect: everyone(404),
    call: () => ({ url: '/api/messaging/whatsapp/webhook', json: {} }),
  },
  // The message simulator's page (SMS_PROVIDER or WHATSAPP_PROVIDER=simulator; messaging/simulator.test.ts),
  // checked on the PhonePe shop, which runs the simulators.
  {
    ...bare('GET /api/messaging/simulator/:mobile', everyone(200), '/api/messaging/simulator/9800000001'),
    optional: 'phonepe',
  },
  {
    route: 'POST /api/messaging/simulator/:mobile/reply',
    expect: everyone(404),
    body: 'urlencoded',
    call: () => ({ url: '/api/messaging/simulator/9800000001/reply', urlencoded: 'payload=CONFIRM' }),
    optional: 'phonepe',
  },
  bare('GET /api/admin/delivery-rules', adminOnly(200, 'shop')),
  json('PUT /api/admin/delivery-rules', adminOnly(200, 'shop'), '/api/admin/delivery-rules', () => ({
    blockedPrefixes: [],
    codBlockedPrefixes: [],
    daysWithinCity: { from: 1, to: 2 },
    daysWithinState: { from: 2, to: 4 },
    daysRestOfIndia: { from: 4, to: 7 },
    dispatchCutoffHour: 14,
  })),
  bare(
    'GET /api/payments/simulator/:merchantTransactionId',
    everyone(200),
    (f) => `/api/payments/simulator/${f.payment}`,
  ),
  {
    // The provider's page posts here from the shopper's browser: no session, like PhonePe's own page.
    route: 'POST /api/payments/simulator/:merchantTransactionId',
    expect: everyone(303),
    body: 'urlencoded',
    call: (f) => ({ url: `/api/payments/simulator/${f.simulatorPayment}`, urlencoded: 'outcome=FAILURE' }),
  },
  {
    // Only PhonePe's Authorization header opens it; a shopper's or admin's Bearer token does not.
    ...json('POST /api/payments/phonepe/callback', everyone(401), '/api/payments/phonepe/callback', (f) => ({
      event: 'checkout.order.completed',
      payload: { merchantOrderId: f.payment, state: 'COMPLETED' },
    })),
    optional: 'phonepe',
  },
  // Razorpay's Checkout opens on the shop's page from the shopper's browser, with no session.
  {
    ...bare(
      'GET /api/payments/razorpay/:merchantTransactionId',
      everyone(200),
      (f) => `/api/payments/razorpay/${f.payment}`,
    ),
    optional: 'razorpay',
  },
  {
    // Only Checkout's signature opens it, whoever posts it.
    route: 'POST /api/payments/razorpay/callback',
    expect: everyone(401),
    body: 'urlencoded',
    call: () => ({
      url: '/api/payments/razorpay/callback',
      urlencoded: 'razorpay_order_id=order_X&razorpay_payment_id=pay_X&razorpay_signature=forged',
    }),
    optional: 'razorpay',
  },
  {
    // Only X-Razorpay-Signature over the body opens it; a shopper's or admin's Bearer token does not.
    ...json('POST /api/payments/webhooks/razorpay', everyone(401), '/api/payments/webhooks/razorpay', () => ({
      event: 'payment.captured',
      payload: {},
    })),
    optional: 'razorpay',
  },
];

/**
 * Collects the routes an app registers (pass `onRoute` to createTestApp) as `METHOD /path`. A HEAD
 * route that only mirrors a GET (Fastify adds one for every GET) is left out of `keys()`.
 */
export function routeCollector() {
  const keys = new Set<string>();
  /** The area each staff-only route's guard (requireStaff) names, HEAD mirrors left out. */
  const areas = new Map<string, StaffArea>();
  // Read at once: Fastify reuses the options object for a prefix's trailing-slash twin.
  const onRoute = (route: RouteOptions) => {
    const hooks: unknown[] = [route.onRequest, route.preHandler].flat();
    const guard = hooks.find((hook) => typeof hook === 'function' && 'staffArea' in hook) as
      | { staffArea: StaffArea }
      | undefined;
    for (const method of [route.method].flat()) {
      keys.add(`${method} ${route.url}`);
      // The HEAD route Fastify adds beside a GET carries its guard: the GET stands for both.
      if (guard && method !== 'HEAD') areas.set(`${method} ${route.url}`, guard.staffArea);
    }
  };
  const mirrorsGet = (key: string) => {
    const path = key.slice('HEAD '.length);
    return keys.has(`GET ${path}`) || keys.has(`GET ${path.replace(/(.)\/$/, '$1')}`);
  };
  return {
    onRoute,
    keys: () => [...keys].filter((key) => !(key.startsWith('HEAD ') && mirrorsGet(key))).sort(),
    areas,
  };
}

/** The method of a rule's route. */
export const methodOf = (rule: RouteRule) => rule.route.split(' ')[0] as string;
