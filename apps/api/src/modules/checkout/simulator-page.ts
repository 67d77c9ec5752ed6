import type { PaymentStatus } from '@vastra/contract/orders';
import { formatRupees } from '../../lib/money';
import { escapeHtml, plainPage } from '../../lib/plain-page';

const styles = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f5f5f4;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c1917; }
  main { width: min(92vw, 380px); background: #fff; border-radius: 16px; padding: 32px;
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.08); text-align: center; }
  .badge { display: inline-block; font-size: 12px; letter-spacing: .08em; text-transform: uppercase;
    background: #fef3c7; color: #92400e; border-radius: 999px; padding: 4px 12px; }
  h1 { font-size: 20px; margin: 16px 0 4px; }
  .muted { color: #78716c; font-size: 14px; margin: 0; }
  .amount { font-size: 34px; font-weight: 700; margin: 24px 0; }
  form { display: grid; gap: 12px; }
  button, a.button { font: inherit; font-weight: 600; border-radius: 10px; padding: 12px; cursor: pointer;
    border: 1px solid #1c1917; text-decoration: none; }
  .pay { background: #1c1917; color: #fff; }
  .decline { background: #fff; color: #1c1917; }
  a.button { display: block; background: #1c1917; color: #fff; }
`;

/** The simulator's payment page: the amount from the database, with Pay and Decline (no scripts). */
export function simulatorPage(payment: {
  merchantTransactionId: string;
  orderId: string;
  amount: string;
  status: PaymentStatus;
}): string {
  const id = escapeHtml(payment.merchantTransactionId);
  const amount = escapeHtml(formatRupees(payment.amount));
  const body =
    payment.status === 'PENDING'
      ? `<form method="post" action="/api/payments/simulator/${id}">
          <button class="pay" type="submit" name="outcome" value="SUCCESS">Pay ${amount}</button>
          <button class="decline" type="submit" name="outcome" value="FAILURE">Decline</button>
        </form>`
      : `<p class="muted">This payment is already ${payment.status === 'COMPLETED' ? 'paid' : 'declined'}.</p>
        <p><a class="button" href="/payment/status?merchantTransactionId=${id}">Back to the shop</a></p>`;
  return page(
    'Payment simulator',
    `<span class="badge">Test payment</span>
      <h1>Order #${escapeHtml(payment.orderId.slice(0, 8))}</h1>
      <p class="muted">No real money moves on this page.</p>
      <p class="amount">${amount}</p>
      ${body}`,
  );
}

export function notFoundPage(): string {
  return page(
    'Payment not found',
    '<h1>Payment not found</h1><p class="muted">Check the link and try again.</p>',
  );
}

const page = (title: string, content: string) => plainPage(title, content, styles);
