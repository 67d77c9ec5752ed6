import type { OrderItem } from '@vastra/contract/orders';
import { RETURN_REASONS } from '@vastra/contract/return-rules';
import { ItemPicture } from '../../../components/ItemPicture';
import { LineQuantityStepper } from '../../../components/LineQuantityStepper';
import { formatRupees } from '../../../lib/format';
import { ExchangePicker } from './ExchangePicker';
import { type LineDraft, type LineProblems, withQuantity } from './return-draft';
import { type EarlierRefunds, refundEstimatePaise, unitPaidPaise } from './return-facts';

/**
 * One line of the delivered order on the return page: ticked to send it back, then how many units,
 * a refund or another size or colour, and why.
 */
export function ReturnLineCard({
  item,
  left,
  earlier,
  draft,
  problems,
  onChange,
}: {
  item: OrderItem;
  /** Units of the line not yet in a request. */
  left: number;
  /** What the line's earlier requests already get back. */
  earlier: EarlierRefunds | undefined;
  draft: LineDraft;
  problems: LineProblems | undefined;
  onChange(draft: LineDraft): void;
}) {
  const { product } = item;
  const perUnit = unitPaidPaise(item) / 100;
  const reasonId = `reason-${item.id}`;
  const typeName = `type-${item.id}`;
  return (
    <article
      aria-label={product.name}
      className={`overflow-hidden rounded-2xl border bg-white transition ${draft.chosen ? 'border-neutral-900' : 'border-neutral-200'}`}
    >
      <label className={`flex gap-3 p-4 sm:gap-4 ${left > 0 ? 'cursor-pointer' : 'opacity-60'}`}>
        <input
          type="checkbox"
          checked={draft.chosen}
          disabled={left === 0}
          onChange={(event) => onChange({ ...draft, chosen: event.target.checked })}
          aria-label={`Return or exchange ${product.name}`}
          className="mt-1 size-5 shrink-0 accent-neutral-900"
        />
        <ItemPicture
          image={product.images[0]}
          name={product.name}
          sizes="64px"
          className="w-16 shrink-0 rounded-md"
        />
        <span className="min-w-0 flex-1 text-sm">
          <span className="block font-medium text-neutral-900">{product.name}</span>
          <span className="mt-1 block text-neutral-500">
            Colour: {product.variant.color} <span aria-hidden>·</span> Size: {product.variant.size}
          </span>
          <span className="mt-1 block text-neutral-500">
            Paid {formatRupees(perUnit)} each <span aria-hidden>·</span> Qty: {item.quantity}
          </span>
          {left < item.quantity && (
            <span className="mt-1 block text-xs font-medium text-accent">
              {left === 0 ? 'Already in a request' : `${left} of ${item.quantity} left to return`}
            </span>
          )}
        </span>
      </label>

      {draft.chosen && (
        <div className="space-y-5 border-t border-neutral-100 bg-cream/60 px-4 py-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span className="text-xs font-semibold tracking-wider text-neutral-700 uppercase">Quantity</span>
            {left > 1 ? (
              <span className="flex items-center gap-2">
                <LineQuantityStepper
                  name={product.name}
                  quantity={draft.quantity}
                  max={left}
                  disabled={false}
                  onChange={(quantity) => onChange(withQuantity(draft, quantity))}
                />
                <span className="text-xs text-neutral-500">of {left}</span>
              </span>
            ) : (
              <span className="text-sm font-semibold">1</span>
            )}
          </div>

          <fieldset>
            <legend className="mb-2 text-xs font-semibold tracking-wider text-neutral-700 uppercase">
              What would you like?
            </legend>
            <div className="grid grid-cols-2 gap-2">
              <TypeChoice
                name={typeName}
                selected={draft.type === 'RETURN'}
                title="Return"
                text={`Refund ${formatRupees(refundEstimatePaise(item, draft.quantity, earlier) / 100)}`}
                onSelect={() => onChange({ ...draft, type: 'RETURN' })}
              />
              <TypeChoice
                name={typeName}
                selected={draft.type === 'EXCHANGE'}
                title="Exchange"
                text="Another size or colour"
                onSelect={() => onChange({ ...draft, type: 'EXCHANGE' })}
              />
            </div>
          </fieldset>

          {draft.type === 'EXCHANGE' && (
            <ExchangePicker
              item={item}
              quantity={draft.quantity}
              chosen={draft.exchangeVariant}
              error={problems?.exchange}
              onChoose={(exchangeVariant) => onChange({ ...draft, exchangeVariant })}
            />
          )}

          <div>
            <label
              htmlFor={reasonId}
              className="mb-1.5 block text-xs font-semibold tracking-wider text-neutral-700 uppercase"
            >
              Reason
            </label>
            <select
              id={reasonId}
              value={draft.reason}
              onChange={(event) => onChange({ ...draft, reason: event.target.value })}
              aria-invalid={problems?.reason ? true : undefined}
              aria-describedby={problems?.reason ? `${reasonId}-error` : undefined}
              className={`h-11 w-full rounded-lg border bg-white px-3 text-[15px] outline-none focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900/10 ${problems?.reason ? 'border-red-500' : 'border-neutral-300'}`}
            >
              <option value="">Choose a reason</option>
              {RETURN_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {reason}
                </option>
              ))}
            </select>
            {problems?.reason && (
              <p id={`${reasonId}-error`} data-problem className="mt-1.5 text-sm text-red-600">
                {problems.reason}
              </p>
            )}
          </div>
        </div>
      )}
    </article>
  );
}

/** Return or Exchange, as a card with its radio: what the choice brings is written under it. */
function TypeChoice({
  name,
  selected,
  title,
  text,
  onSelect,
}: {
  name: string;
  selected: boolean;
  title: string;
  text: string;
  onSelect(): void;
}) {
  return (
    <label
      className={`flex min-h-14 cursor-pointer items-start gap-2.5 rounded-xl border bg-white px-3 py-2.5 text-sm transition ${selected ? 'border-neutral-900 ring-1 ring-neutral-900' : 'border-neutral-300 hover:border-neutral-500'}`}
    >
      <input
        type="radio"
        name={name}
        checked={selected}
        onChange={onSelect}
        className="mt-0.5 size-4 shrink-0 accent-neutral-900"
      />
      <span className="min-w-0">
        <span className="block font-semibold text-neutral-900">{title}</span>
        <span className="block text-xs text-neutral-600">{text}</span>
      </span>
    </label>
  );
}
