import { AUDIT_REDACTED, type AuditChange } from '@vastra/contract/audit';
import type { EntityFields } from './entity-readers';

/** The words of a key that say its value is a secret: `newPassword`, `api_key`, `otp`, `tokenHash`. */
const SECRET_WORDS = new Set([
  'password',
  'passcode',
  'passphrase',
  'secret',
  'token',
  'key',
  'apikey',
  'otp',
  'salt',
  'hash',
  'pin',
  'credential',
  'credentials',
  'signature',
  'cvv',
]);

/** Whether a field's value must never be recorded, judged by its name alone. */
export function isSecretField(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => SECRET_WORDS.has(word));
}

/** Long text (a legal page, a description) is kept to its start: the log says what changed, not all of it. */
export const MAX_RECORDED_TEXT = 1000;
/** Deeper than this a value is cut: a form field may hold JSON nested thousands of levels deep. */
const MAX_RECORDED_DEPTH = 8;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A value as the log keeps it: secrets inside objects hidden, dates as ISO text, long text and deep
 * nesting cut, and text PostgreSQL's jsonb refuses (NUL, a lone surrogate) made safe.
 */
export function recordedValue(value: unknown, depth = 0): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    const kept = value.length > MAX_RECORDED_TEXT ? `${value.slice(0, MAX_RECORDED_TEXT)}…` : value;
    return kept.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return value;
  if (depth >= MAX_RECORDED_DEPTH) return '…';
  if (Array.isArray(value)) return value.map((item) => recordedValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      recordedValue(key) as string,
      isSecretField(key) ? AUDIT_REDACTED : recordedValue(inner, depth + 1),
    ]),
  );
}

/** A form's text field as sent, or the list or object it holds when it is JSON (variants, image ids). */
export function formFieldValue(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What a write was seen to do: the fields sent, and its thing's fields before and after where known. */
export interface SeenWrite {
  /** The JSON body's fields, or the form's text fields and file names; null for a call without either. */
  sent: EntityFields | null;
  /** undefined: not known (no reader, or it failed); null: there was no such thing. */
  before: EntityFields | null | undefined;
  after: EntityFields | null | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields a write changed, `{ field: { from?, to } }`. The fields sent are recorded; where the
 * thing's reader knows a field, its stored values before and after stand for it (so "10" sent and
 * "10.00" stored are one value), with `from` when it existed before, and a field left as it was is
 * left out. A call that sends nothing (a delete) records every field its reader saw change. Secrets
 * are recorded as changed, never by value.
 */
export function changesOf({ sent, before, after }: SeenWrite): Record<string, AuditChange> {
  const known = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const fields = sent && Object.keys(sent).length > 0 ? Object.keys(sent) : [...known];
  const changes: Record<string, AuditChange> = {};
  for (const field of fields) {
    const name = recordedValue(field) as string;
    if (isSecretField(field)) {
      changes[name] = { to: AUDIT_REDACTED };
      continue;
    }
    if (!known.has(field)) {
      changes[name] = { to: recordedValue(sent?.[field]) };
      continue;
    }
    const to = recordedValue(after === undefined ? sent?.[field] : after?.[field]);
    if (!before) {
      changes[name] = { to };
      continue;
    }
    const from = recordedValue(before[field]);
    if (!same(from, to)) changes[name] = { from, to };
  }
  return changes;
}
