export { bannerAdminRoutes, bannerRoutes } from './routes';
