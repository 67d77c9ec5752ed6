export { orderBatchRoutes } from './routes';
