export { productAdminRoutes } from './admin-routes';
export { checkFinalCategory, deleteProduct } from './admin-service';
