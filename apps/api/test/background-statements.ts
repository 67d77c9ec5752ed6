// Statements a test app sends on its own, whatever the test does: tests that count a request's
// statements leave them out.

/** The payment sweep's look, a job run at start and then every PAYMENT_SWEEP_SECONDS. */
const paymentSweep = /^select "id" from "payments" where/;

/** Whether a statement reported by freshDatabase's onQuery is background work rather than a request's. */
export function isBackgroundStatement(query: string): boolean {
  return paymentSweep.test(query);
}
