export { productAdminRoutes } from './admin-routes';
export { checkFinalCategory, deleteProduct, writeProduct } from './admin-service';
