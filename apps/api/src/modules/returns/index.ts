export { returnRoutes } from './routes';
