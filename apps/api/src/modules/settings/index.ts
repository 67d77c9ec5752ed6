export { settingsRoutes } from './routes';
export { getShopSettings } from './service';
