export { companyAdminRoutes } from './admin-routes';
export { companyRoutes } from './routes';
export { FALLBACK_BRAND, findCompany } from './service';
