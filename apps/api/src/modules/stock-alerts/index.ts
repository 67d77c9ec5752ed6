export { backInStockSweep } from './plugin';
export { stockAlertRoutes } from './routes';
