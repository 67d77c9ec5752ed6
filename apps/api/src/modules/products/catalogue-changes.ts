import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** What changed in the catalogue since the previous look: everything, or these products. */
export interface ChangeSet {
  /** A category, its media, or a whole table: any answer may have changed. */
  everything: boolean;
  /** Every product with a change to its own row, its variants or photos, stock alone included. */
  products: Set<string>;
  /** Those of `products` whose own row changed: added, renamed, moved, archived or deleted. */
  productRows: Set<string>;
  /** Those of `products` whose change went beyond stock: a price, size, colour, variant or photo. */
  beyondStock: Set<string>;
}

/** Change rows older than this are deleted; a process that has not looked for longer forgets all. */
const KEEP_CHANGES_MS = 60 * 60_000;
const FORGET_ALL_AFTER_MS = KEEP_CHANGES_MS / 2;
const PRUNE_EVERY_MS = 5 * 60_000;

/**
 * A process's view of the catalogue_changes log (written by triggers on every catalogue table).
 * Each look finds what was committed since the previous one, by any process or by hand: the rows
 * whose transaction the previous look's snapshot could not see (`pg_visible_in_snapshot`), read by
 * their transaction id through an index, and hands them to `apply` once; `look()` resolves to what
 * `apply` returned. A caller always gets a look that started after it asked, so it sees every write
 * committed before its request; callers that ask while a look is on its way share the next one.
 */
export function catalogueChangeLog<T>(
  db: Db,
  apply: (changes: ChangeSet) => T,
  now: () => number = Date.now,
) {
  let seen: string | null = null;
  let lookedAt = 0;
  let prunedAt = now();

  const lookOnce = async (): Promise<T> => {
    const started = now();
    const result = await db.execute(sql`
      select pg_current_snapshot()::text as snapshot,
        (select json_agg(json_build_array(product, stock_only, product_row)) from (
           select coalesce(c.product_id::text, '*') as product, bool_and(c.stock_only) as stock_only,
             bool_or(c.product_row) as product_row
           from catalogue_changes c
           where ${seen}::text is not null
             and c.xact >= pg_snapshot_xmin(${seen}::text::pg_snapshot)
             and not pg_visible_in_snapshot(c.xact, ${seen}::text::pg_snapshot)
           group by 1) as touched) as changed`);
    const [row] = (
      result as unknown as { rows: { snapshot: string; changed: [string, boolean, boolean][] | null }[] }
    ).rows;
    if (!row) throw new Error('the catalogue change query returned no row');
    // The first look, or one after so long that the log may have been pruned meanwhile: all may have changed.
    const blind = seen === null || started - lookedAt > FORGET_ALL_AFTER_MS;
    seen = row.snapshot;
    lookedAt = started;
    if (started - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = started;
      void db
        .execute(
          sql`delete from catalogue_changes where at < now() - make_interval(secs => ${KEEP_CHANGES_MS / 1000})`,
        )
        .catch(() => undefined);
    }
    const changed = (row.changed ?? []).filter(([id]) => id !== '*');
    return apply({
      everything: blind || changed.length < (row.changed ?? []).length,
      products: new Set(changed.map(([id]) => id)),
      productRows: new Set(changed.filter(([, , productRow]) => productRow).map(([id]) => id)),
      beyondStock: new Set(changed.filter(([, stockOnly]) => !stockOnly).map(([id]) => id)),
    });
  };

  let onItsWay: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const look = (): Promise<T> => {
    if (!onItsWay) {
      const current = lookOnce();
      onItsWay = current;
      const clear = () => {
        if (onItsWay === current) onItsWay = undefined;
      };
      current.then(clear, clear);
      return current;
    }
    // A look already on its way may have read its snapshot before this caller asked: wait for the next.
    next ??= onItsWay
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return look();
      });
    return next;
  };
  return { look };
}
