/**
 * The column names that stand before each cell when a table is shown as cards on a phone
 * (phone-cards.css): one rule a column, scoped to the table with this id.
 */
export function PhoneCardLabels({ tableId, labels }: { tableId: string; labels: string[] }) {
  const rules = labels
    .map(
      (label, n) =>
        `#${tableId} > tbody > tr > td:nth-child(${n + 1}):not([colspan])::before{content:${JSON.stringify(label)}}`,
    )
    .join('');
  return <style>{`@media (max-width: 639.98px){${rules}}`}</style>;
}

/** An id usable in a CSS selector, from React's useId. */
export const cssSafeId = (id: string) => `t${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
