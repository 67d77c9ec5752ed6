export { addressesRoutes } from './routes';
export { listAddresses } from './service';
