export { type CreditNoteFile, creditNoteFile, issueCreditNote } from './credit-note';
export { financialYearOf } from './financial-year';
export { issueInvoice } from './issue-invoice';
export { invoiceRoutes } from './routes';
export { invoiceFile } from './service';
