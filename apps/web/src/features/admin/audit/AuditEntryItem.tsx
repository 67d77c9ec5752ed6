import type { AuditEntry } from '@vastra/contract/audit';
import { ArrowRight } from 'lucide-react';
import { auditWhen, fieldWords, valueLines, whatWasDone } from './audit-format';

/** The shape every entry takes: a card on a phone, a row of three columns from md up. */
export const entryColumns = 'md:grid md:grid-cols-[11rem_10rem_minmax(0,1fr)] md:gap-4';

function Value({ value, tone }: { value: unknown; tone: 'from' | 'to' }) {
  const style = tone === 'from' ? 'text-neutral-500 line-through decoration-neutral-300' : 'text-neutral-900';
  return (
    <span className={`min-w-0 break-words ${style}`}>
      {valueLines(value).map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a value's lines have no identity but their place
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </span>
  );
}

/** One admin write: when (India time), who, what, and each field changed, from and to. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const changes = Object.entries(entry.changes);
  return (
    <li
      className={`rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-sm md:rounded-none md:border-0 md:px-4 md:py-3 md:shadow-none ${entryColumns}`}
    >
      <p className="text-xs text-neutral-500 md:text-sm md:text-neutral-700">
        <time dateTime={entry.at}>{auditWhen(entry.at)}</time>
      </p>
      <p className="mt-1 font-medium text-neutral-900 md:mt-0">{entry.actor.name}</p>
      <div className="mt-2 min-w-0 md:mt-0">
        <p className="text-neutral-900">
          {whatWasDone(entry)}
          {entry.entityId && (
            <span className="ml-2 font-mono text-xs text-neutral-500" title={entry.entityId}>
              {entry.entityId.slice(0, 8)}
            </span>
          )}
        </p>
        <p className="font-mono text-xs break-all text-neutral-400">{entry.action}</p>
        {changes.length > 0 ? (
          <dl className="mt-2 space-y-1.5">
            {changes.map(([name, change]) => (
              <div key={name} className="grid gap-x-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
                <dt className="text-neutral-500">{fieldWords(name)}</dt>
                <dd className="flex min-w-0 flex-wrap items-start gap-x-2">
                  {'from' in change && (
                    <>
                      <Value value={change.from} tone="from" />
                      <ArrowRight className="mt-0.5 size-3.5 shrink-0 text-neutral-400" aria-hidden />
                      <span className="sr-only">to</span>
                    </>
                  )}
                  <Value value={change.to} tone="to" />
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-2 text-neutral-500">No fields changed.</p>
        )}
      </div>
    </li>
  );
}
