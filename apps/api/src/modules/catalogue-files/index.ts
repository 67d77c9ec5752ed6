export { catalogueFileRoutes } from './routes';
