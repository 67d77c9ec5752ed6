import type { Refund, ReturnRequest, ReturnStatus } from '@vastra/contract/returns';
import type { MailMessage } from '../../lib/mail';
import { formatRupees } from '../../lib/money';
import type { ShopContext } from '../orders';
import { findReturn } from './return-view';

/**
 * Tells the shopper where their request stands, once the change has committed and the answer has
 * gone out, through the queued mailer (retried while the mail server is away). A failure here is
 * logged and never undoes the change.
 */
export function mailReturnNews(ctx: ShopContext, returnId: string): void {
  setImmediate(() => {
    void (async () => {
      const request = await findReturn(ctx.db, returnId);
      if (request) await ctx.mailer.send(returnMessage(request, ctx.publicUrl));
    })().catch((error: unknown) => {
      ctx.log.error({ err: error, returnId }, 'return request mail could not be sent');
    });
  });
}

/** "1 x Denim Jacket (Blue, M): exchange for Blue, L" */
function itemLines(request: ReturnRequest): string[] {
  return request.items.map((item) => {
    const { name, variant } = item.product;
    const what = item.exchangeVariant
      ? `exchange for ${item.exchangeVariant.color}, ${item.exchangeVariant.size}`
      : `return, ${formatRupees(item.refundAmount ?? '0')}`;
    return `  ${item.quantity} x ${name} (${variant.color}, ${variant.size}): ${what}`;
  });
}

const exchanges = (request: ReturnRequest) => request.items.some((item) => item.type === 'EXCHANGE');

/** The sentences that tell this step's news. */
function news(request: ReturnRequest, number: string): { subject: string; body: string[] } {
  const order = request.orderId.slice(0, 8);
  const note = request.history.at(-1)?.note;
  const steps: Record<ReturnStatus, () => { subject: string; body: string[] }> = {
    REQUESTED: () => ({
      subject: `We have your return request #${number}`,
      body: [
        `Thank you: we have your request #${number} for order #${order}. We will look at it and write to you again.`,
      ],
    }),
    APPROVED: () => ({
      subject: `Your return request #${number} is approved`,
      body: [
        'Your request is approved. Please pack the items below, unused and with their tags on, in their',
        `original packaging if you still have it, and write #${number} on the parcel. We will write to you when it reaches us.`,
        ...(exchanges(request) ? ['The sizes and colours you asked for are set aside for you.'] : []),
      ],
    }),
    REJECTED: () => ({
      subject: `Your return request #${number} was not approved`,
      body: ['We are sorry: we could not accept your request.', ...(note ? ['', `Our note: ${note}`] : [])],
    }),
    RECEIVED: () => ({
      subject: `Your return #${number} has reached us`,
      body: ['Your parcel has reached us and we are checking it. We will write to you once it is settled.'],
    }),
    REFUNDED: () => ({
      subject: `Your refund for return #${number}`,
      body: [
        `We have refunded ${formatRupees(request.refundTotal)}.`,
        refundWay(request.refund?.method, note),
        ...(exchanges(request) ? ['The items you exchanged are sent to you with this refund.'] : []),
        ...(request.creditNoteNumber ? [`Our credit note ${request.creditNoteNumber} records it.`] : []),
      ],
    }),
    EXCHANGED: () => ({
      subject: `Your exchange #${number} is on its way`,
      body: ['We have sent you the sizes and colours you asked for. We hope they fit well.'],
    }),
  };
  return steps[request.status]();
}

export function returnMessage(request: ReturnRequest, publicUrl: string): MailMessage {
  const number = request.id.slice(0, 8);
  const { subject, body } = news(request, number);
  const text = [
    `Hello ${request.customer.firstName},`,
    '',
    ...body,
    '',
    ...itemLines(request),
    '',
    `Follow your request at ${publicUrl}/profile/orders`,
  ].join('\n');
  return { to: request.customer.email, subject, text };
}

/** The refund mail's sentence on where the money went. */
function refundWay(method: Refund['method'] | undefined, note: string | null | undefined): string {
  if (method === 'PROVIDER')
    return 'It goes back to the account you paid from; your bank may take up to 7 working days to show it.';
  if (method === 'STORE_CREDIT')
    return 'It is in your store credit, ready to pay for your next order (My Account, Store credit).';
  return `How it was paid back: ${note ?? 'as agreed with you.'}`;
}
