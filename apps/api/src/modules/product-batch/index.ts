export { productBatchRoutes } from './routes';
