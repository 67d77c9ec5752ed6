export { categoryAdminRoutes } from './admin-routes';
