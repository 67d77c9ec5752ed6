export { ratingOf } from './rating';
export { reviewRoutes } from './routes';
