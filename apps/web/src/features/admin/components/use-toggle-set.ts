import { useState } from 'react';

/** A set of ids that one click adds or takes out: open rows, files marked for removal. */
export function useToggleSet() {
  const [ids, setIds] = useState<Set<string>>(() => new Set());
  const toggle = (id: string) =>
    setIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return [ids, toggle, setIds] as const;
}
