export { productAdminRoutes } from './admin-routes';
