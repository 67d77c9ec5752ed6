// Every module's tables, collected for drizzle-kit and the typed query builder.

export * from './accounts';
export * from './banners';
export * from './catalogue';
export * from './coupons';
export * from './invoices';
export * from './messaging';
export * from './returns';
export * from './reviews';
export * from './settings';
export * from './shipping';
export * from './shopping';
export * from './staff';
export * from './stock-alerts';
export * from './store-credit';
export * from './users';
