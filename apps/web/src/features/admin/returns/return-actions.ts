import type { Order } from '@vastra/contract/orders';
import { RETURN_STATUS_MOVES } from '@vastra/contract/return-rules';
import type { ReturnRequest, ReturnStatus } from '@vastra/contract/returns';
import type { BadgeTone } from '../components/Badge';

/** Every status, in the order a request goes through them: the list filter's choices. */
export const returnStatuses = Object.keys(RETURN_STATUS_MOVES) as ReturnStatus[];

/** A status as the back office reads it: "REQUESTED" -> "Requested". */
export const returnStatusWord = (status: ReturnStatus) => status.charAt(0) + status.slice(1).toLowerCase();

/** Waiting on the shop yellow, on the customer blue, settled green, refused red. */
export function returnStatusTone(status: ReturnStatus): BadgeTone {
  if (status === 'REFUNDED' || status === 'EXCHANGED') return 'green';
  if (status === 'REJECTED') return 'red';
  if (status === 'APPROVED') return 'blue';
  return 'yellow';
}

/** "Return", "Exchange" or "Return, Exchange": what the request asks for. */
export function requestTypes(request: Pick<ReturnRequest, 'items'>): string {
  const types = new Set(request.items.map((item) => item.type));
  return [types.has('RETURN') && 'Return', types.has('EXCHANGE') && 'Exchange'].filter(Boolean).join(', ');
}

/** Units the request sends back, over all its items. */
export const unitCount = (request: Pick<ReturnRequest, 'items'>) =>
  request.items.reduce((units, item) => units + item.quantity, 0);

/** A step the admin can take with a request, and what its dialog asks. */
export interface ReturnAction {
  status: ReturnStatus;
  /** The button, and the dialog's confirm button. */
  label: string;
  /** The dialog's title. */
  title: string;
  /** What happens, in a sentence or two. */
  explanation: string;
  /** The server's sentence for a missing note, when the step needs one. */
  noteMissing: string | null;
  /** What the note is for. */
  noteHint: string;
  /** The toast once done. */
  done: string;
}

/**
 * The steps RETURN_STATUS_MOVES allows from where the request stands. A received request is
 * refunded when it returns anything for money (its exchanges go with the refund), else its exchange
 * is sent. A rejection needs a note for the customer; a refund the payment provider cannot make
 * (cash on delivery) needs one recording how the money was paid back; a refund to store credit needs
 * none.
 */
export function returnActions(
  request: Pick<ReturnRequest, 'status' | 'items' | 'refundTo'>,
  order: Pick<Order, 'paymentMethod' | 'paymentStatus'>,
): ReturnAction[] {
  const refundsMoney = request.items.some((item) => item.type === 'RETURN');
  const exchanges = request.items.some((item) => item.type === 'EXCHANGE');
  const paidOnline = order.paymentMethod === 'ONLINE_PAYMENT' && order.paymentStatus === 'COMPLETED';
  const refundWay: RefundWay =
    request.refundTo === 'STORE_CREDIT' ? 'STORE_CREDIT' : paidOnline ? 'PROVIDER' : 'RECORDED';
  return RETURN_STATUS_MOVES[request.status]
    .filter((next) => (next === 'REFUNDED' ? refundsMoney : next === 'EXCHANGED' ? !refundsMoney : true))
    .map((next) => {
      const action = describe(next, request.status, refundWay);
      return next === 'REFUNDED' && exchanges
        ? { ...action, explanation: `${action.explanation} The exchanges in this request are sent with it.` }
        : action;
    });
}

/** How a refund goes back: into store credit, through the provider, or paid by the shop and recorded. */
type RefundWay = 'STORE_CREDIT' | 'PROVIDER' | 'RECORDED';

function describe(next: ReturnStatus, from: ReturnStatus, refundWay: RefundWay): ReturnAction {
  switch (next) {
    case 'APPROVED':
      return {
        status: next,
        label: 'Approve',
        title: 'Approve this request?',
        explanation:
          'The customer is told to pack the items. A size or colour to send in exchange is set aside from stock now.',
        noteMissing: null,
        noteHint: 'Optional: anything the customer should know.',
        done: 'Request approved.',
      };
    case 'REJECTED':
      return {
        status: next,
        label: 'Reject',
        title: 'Reject this request?',
        explanation:
          from === 'APPROVED'
            ? 'The approval is cancelled and any size or colour set aside for an exchange goes back on sale.'
            : 'The customer is told the request was rejected, with your note.',
        noteMissing: 'Add a note saying why the request is rejected.',
        noteHint: 'Required: the customer reads why.',
        done: 'Request rejected.',
      };
    case 'RECEIVED':
      return {
        status: next,
        label: 'Mark received',
        title: 'Mark the items received?',
        explanation: 'The returned units go back into stock.',
        noteMissing: null,
        noteHint: 'Optional: the parcel’s condition, for the record.',
        done: 'Marked received.',
      };
    case 'REFUNDED':
      if (refundWay === 'STORE_CREDIT') {
        return {
          status: next,
          label: 'Refund',
          title: 'Refund to store credit?',
          explanation:
            'The customer asked for store credit: the amount is added to their balance at once, ready for their next order. A GST credit note is issued.',
          noteMissing: null,
          noteHint: 'Optional: anything the customer should know.',
          done: 'Refunded to store credit.',
        };
      }
      return refundWay === 'RECORDED'
        ? {
            status: next,
            label: 'Refund',
            title: 'Record the refund',
            explanation:
              'This order was paid cash on delivery: pay the money back yourself (bank transfer or UPI), then record it here. A GST credit note is issued.',
            noteMissing: 'Add a note saying how the money was paid back.',
            noteHint: 'Required for cash on delivery: how and when the money was paid back.',
            done: 'Refund recorded.',
          }
        : {
            status: next,
            label: 'Refund',
            title: 'Refund through the payment provider?',
            explanation: 'The money goes back the way the customer paid. A GST credit note is issued.',
            noteMissing: null,
            noteHint: 'Optional: anything the customer should know.',
            done: 'Refund sent.',
          };
    case 'EXCHANGED':
      return {
        status: next,
        label: 'Send exchange',
        title: 'Send the exchange?',
        explanation: 'The size or colour set aside for the customer is marked as sent.',
        noteMissing: null,
        noteHint: 'Optional: a tracking number or anything the customer should know.',
        done: 'Exchange sent.',
      };
    default:
      throw new Error(`No admin step leads to ${next}`);
  }
}
