export { benchCeilingRoutes } from './routes';
