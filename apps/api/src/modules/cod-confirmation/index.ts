export { type CodConfirmations, codConfirmationPlugin } from './plugin';
export { codConfirmationRoutes } from './routes';
