export { razorpayRoutes } from './routes';
