export { customerFigures } from './customer-figures';
export { customerAdminRoutes } from './routes';
