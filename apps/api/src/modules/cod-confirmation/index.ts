export { codConfirmationPlugin } from './plugin';
export { codConfirmationRoutes } from './routes';
