export { storePolicyRoutes } from './routes';
