export { legalAdminRoutes } from './admin-routes';
export { legalRoutes } from './routes';
export { findLegalPage } from './service';
