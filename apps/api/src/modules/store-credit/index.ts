export {
  giveBackStoreCredit,
  payFromStoreCredit,
  refundToStoreCredit,
  storeCreditGivenBack,
} from './ledger';
export { storeCreditRoutes } from './routes';
