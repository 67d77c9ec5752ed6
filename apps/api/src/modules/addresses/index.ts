export { addressesRoutes } from './routes';
