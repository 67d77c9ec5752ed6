import type { OrderItem } from '@vastra/contract/orders';
import type { ReturnBody, ReturnType } from '@vastra/contract/returns';
import { formatRupees } from '../../../lib/format';
import { sizeAndColour } from './exchange-options';
import { type EarlierRefunds, refundEstimatePaise } from './return-facts';

/** What the shopper has filled in for one order line. */
export interface LineDraft {
  chosen: boolean;
  quantity: number;
  type: ReturnType;
  reason: string;
  /** EXCHANGE: the variant wanted instead, with the stock it had when chosen. */
  exchangeVariant: { id: string; size: string; color: string; stock: number } | null;
}

export const untouchedLine: LineDraft = {
  chosen: false,
  quantity: 1,
  type: 'RETURN',
  reason: '',
  exchangeVariant: null,
};

export const NOTHING_CHOSEN = 'Choose at least one item to return or exchange.';
export const REASON_MISSING = 'Choose a reason.';
export const EXCHANGE_MISSING = 'Choose the size or colour you want instead.';

export interface LineProblems {
  reason?: string;
  exchange?: string;
}

export type DraftCheck = { body: ReturnBody } | { problem: string; lines: Record<string, LineProblems> };

/**
 * The request to send for the chosen lines (in the order's order), or what is still missing: no
 * line chosen, or a chosen line without a reason or, for an exchange, without the variant wanted.
 */
export function checkDraft(items: Pick<OrderItem, 'id'>[], drafts: Record<string, LineDraft>): DraftCheck {
  const chosen = items.flatMap((item) => {
    const draft = drafts[item.id];
    return draft?.chosen ? [{ orderItemId: item.id, draft }] : [];
  });
  if (chosen.length === 0) return { problem: NOTHING_CHOSEN, lines: {} };
  const lines: Record<string, LineProblems> = {};
  for (const { orderItemId, draft } of chosen) {
    const problems: LineProblems = {};
    if (!draft.reason.trim()) problems.reason = REASON_MISSING;
    if (draft.type === 'EXCHANGE' && !draft.exchangeVariant) problems.exchange = EXCHANGE_MISSING;
    if (problems.reason || problems.exchange) lines[orderItemId] = problems;
  }
  if (Object.keys(lines).length > 0) {
    return { problem: 'Some items still need a choice: see the messages beside them.', lines };
  }
  return {
    body: {
      items: chosen.map(({ orderItemId, draft }) => ({
        orderItemId,
        quantity: draft.quantity,
        type: draft.type,
        reason: draft.reason,
        ...(draft.type === 'EXCHANGE' && draft.exchangeVariant
          ? { exchangeVariantId: draft.exchangeVariant.id }
          : {}),
      })),
    },
  };
}

export interface SummaryLine {
  orderItemId: string;
  name: string;
  quantity: number;
  /** "Refund Rs. 999.00", "We'll send M / Navy", or what is still to choose. */
  outcome: string;
}

/**
 * The summary beside the form: each chosen line's outcome, and what the returns refund together
 * (after what the lines' earlier requests get).
 */
export function draftSummary(
  items: Pick<OrderItem, 'id' | 'quantity' | 'priceAtPurchase' | 'discount' | 'product'>[],
  drafts: Record<string, LineDraft>,
  earlier: Map<string, EarlierRefunds> = new Map(),
): { lines: SummaryLine[]; refundPaise: number } {
  let refundPaise = 0;
  const lines = items.flatMap((item) => {
    const draft = drafts[item.id];
    if (!draft?.chosen) return [];
    let outcome: string;
    if (draft.type === 'RETURN') {
      const refund = refundEstimatePaise(item, draft.quantity, earlier.get(item.id));
      refundPaise += refund;
      outcome = `Refund ${formatRupees(refund / 100)}`;
    } else {
      outcome = draft.exchangeVariant
        ? `We'll send ${sizeAndColour(draft.exchangeVariant)}`
        : 'Choose the size or colour you want';
    }
    return [{ orderItemId: item.id, name: item.product.name, quantity: draft.quantity, outcome }];
  });
  return { lines, refundPaise };
}

/** The line with another quantity; a variant chosen for the exchange without stock for it is let go. */
export function withQuantity(draft: LineDraft, quantity: number): LineDraft {
  const keepsVariant = draft.exchangeVariant && draft.exchangeVariant.stock >= quantity;
  return { ...draft, quantity, exchangeVariant: keepsVariant ? draft.exchangeVariant : null };
}
