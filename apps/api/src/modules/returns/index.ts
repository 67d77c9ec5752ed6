export { followUpPendingRefunds, refundFollowUp } from './refund-follow-up';
export { returnRoutes } from './routes';
