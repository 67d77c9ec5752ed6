export { wishlistRoutes } from './routes';
