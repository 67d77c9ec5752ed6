import type { DeliveryRules } from '@vastra/contract/shipping';

export type Zone = 'daysWithinCity' | 'daysWithinState' | 'daysRestOfIndia';
export const zones: { key: Zone; label: string }[] = [
  { key: 'daysWithinCity', label: 'Within the shop’s city' },
  { key: 'daysWithinState', label: 'Within the shop’s state' },
  { key: 'daysRestOfIndia', label: 'Rest of India' },
];

/** The form as typed: prefixes as text, every number as its box holds it. */
export interface DeliveryRulesDraft {
  blockedPrefixes: string;
  codBlockedPrefixes: string;
  days: Record<Zone, { from: string; to: string }>;
  dispatchCutoffHour: string;
}

export function draftOf(rules: DeliveryRules): DeliveryRulesDraft {
  const range = (zone: Zone) => ({ from: String(rules[zone].from), to: String(rules[zone].to) });
  return {
    blockedPrefixes: rules.blockedPrefixes.join(', '),
    codBlockedPrefixes: rules.codBlockedPrefixes.join(', '),
    days: {
      daysWithinCity: range('daysWithinCity'),
      daysWithinState: range('daysWithinState'),
      daysRestOfIndia: range('daysRestOfIndia'),
    },
    dispatchCutoffHour: String(rules.dispatchCutoffHour),
  };
}

/** "110, 1220\n400 001" -> ["110", "1220", "400", "001"]: commas, spaces or lines between prefixes. */
export const prefixesOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** PUT /admin/delivery-rules' body; the server's rules judge it and name what they refuse. */
export function rulesOf(draft: DeliveryRulesDraft): DeliveryRules {
  const range = (zone: Zone) => ({ from: number(draft.days[zone].from), to: number(draft.days[zone].to) });
  return {
    blockedPrefixes: prefixesOf(draft.blockedPrefixes),
    codBlockedPrefixes: prefixesOf(draft.codBlockedPrefixes),
    daysWithinCity: range('daysWithinCity'),
    daysWithinState: range('daysWithinState'),
    daysRestOfIndia: range('daysRestOfIndia'),
    dispatchCutoffHour: number(draft.dispatchCutoffHour),
  };
}

/**
 * The server's errors for the box they belong beside: "daysWithinCity.from" and "daysWithinCity" (a
 * range the wrong way round) go to that zone, "blockedPrefixes.2" to its list.
 */
export function problemsByBox(errors: Record<string, string>): Record<string, string> {
  const boxes: Record<string, string> = {};
  for (const [path, sentence] of Object.entries(errors)) {
    const [field, part] = path.split('.');
    if (!field) continue;
    const box = part === 'from' || part === 'to' ? `${field}.${part}` : field;
    boxes[box] ??= sentence;
  }
  return boxes;
}
