export { customerAdminRoutes } from './routes';
