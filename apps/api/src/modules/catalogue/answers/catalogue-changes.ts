import * as timers from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { changeLogDb, type Db } from '../../../db/client';
import type { LiveFigures } from './live-figures';

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
  /**
   * Those of `products` whose change may have put a variant in stock or sold it out: every change
   * but one to stock alone that left each variant in stock, or sold out, as it was (migration 0042).
   */
  availability: Set<string>;
  /**
   * For the others (stock taken or put back, a review), their live figures as of this look, read in
   * the look's own statement; only when the log was opened `withFigures`, else empty.
   */
  figures: Map<string, LiveFigures>;
}

/**
 * A change row as the look reads it: its product (null for "everything"), whether only stock or the
 * rating changed, whether the product's own row changed, then (withFigures, for a change to stock or
 * the rating alone) the product's figures as catalogue_live_figures (migration 0019) gives them, and
 * whether every variant stayed in stock or sold out as it was.
 */
type ChangeRow = [
  product: string | null,
  stockOnly: boolean,
  productRow: boolean,
  figures: [stock: Record<string, number> | null, rating: [count: number, sum: number] | null] | null,
  availabilityKept: boolean,
];

/** Past this many change rows since the previous look, the look says "everything" instead of listing them. */
const MAX_ROWS = 10_000;

/**
 * The look's query, prepared once per connection: every catalogue read runs it, and planning it
 * each time cost PostgreSQL several times what running it does. Its plan must be good for any
 * `seen` without being made for it: the rows come through the xact index in xact order up to
 * MAX_ROWS (so the plan never expects the whole log, as a generic plan of a grouped query did after
 * a bulk import), and are grouped by product in JS. The figures come in the same statement, so they
 * are those of the snapshot the look returns. `seen` is the previous look's snapshot (null at the
 * first look, which finds no rows and says "everything" anyway).
 */
function prepareLook(db: Db, withFigures: boolean) {
  const figures = withFigures
    ? sql`case when c.stock_only and not c.product_row then catalogue_live_figures(c.product_id) end`
    : sql`null`;
  return db
    .select({
      snapshot: sql<string>`pg_current_snapshot()::text`,
      changed: sql<
        ChangeRow[] | null
      >`json_agg(json_build_array(c.product_id, c.stock_only, c.product_row, ${figures}, c.availability_kept))`,
    })
    .from(sql`(
      select c.product_id, c.stock_only, c.product_row, c.availability_kept from catalogue_changes c
      where c.xact >= pg_snapshot_xmin(${sql.placeholder('seen')}::text::pg_snapshot)
        and not pg_visible_in_snapshot(c.xact, ${sql.placeholder('seen')}::text::pg_snapshot)
      order by c.xact
      limit ${sql.raw(String(MAX_ROWS + 1))}) as c`)
    .prepare(withFigures ? 'catalogue_changes_with_figures' : 'catalogue_changes_since');
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
 * committed before its request; callers that ask while a look is on its way, or in the same turn of
 * the event loop, share the next one.
 * `withFigures` also reads the live figures of products whose change was to those alone.
 */
export function catalogueChangeLog<T>(
  db: Db,
  apply: (changes: ChangeSet) => T,
  options: { withFigures?: boolean; now?: () => number } = {},
) {
  const now = options.now ?? Date.now;
  const withFigures = options.withFigures === true;
  let seen: string | null = null;
  let lookedAt = 0;
  let prunedAt = now();

  const changesSince = prepareLook(changeLogDb(db), withFigures);
  const lookOnce = async (): Promise<T> => {
    const started = now();
    const [row] = await changesSince.execute({ seen });
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
    const rows = row.changed ?? [];
    const changes: ChangeSet = {
      everything: blind || rows.length > MAX_ROWS,
      products: new Set(),
      productRows: new Set(),
      beyondStock: new Set(),
      availability: new Set(),
      figures: new Map(),
    };
    for (const [product, stockOnly, productRow, live, availabilityKept] of rows) {
      if (product === null) {
        changes.everything = true;
        continue;
      }
      changes.products.add(product);
      if (productRow) changes.productRows.add(product);
      if (!stockOnly) changes.beyondStock.add(product);
      if (!availabilityKept) changes.availability.add(product);
      if (live) {
        const [stock, rating] = live;
        changes.figures.set(product, {
          stock: stock ?? {},
          ratingCount: rating?.[0] ?? 0,
          ratingSum: rating?.[1] ?? 0,
        });
      }
    }
    // Figures stand for a change to figures alone: not for a product whose change went beyond them.
    for (const product of [...changes.beyondStock, ...changes.productRows]) changes.figures.delete(product);
    return apply(changes);
  };

  let previous: Promise<unknown> = Promise.resolve();
  let next: Promise<T> | undefined;
  const look = (): Promise<T> => {
    // The look on its way may have read its snapshot before this caller asked: callers share the
    // next one, which starts once that one is done and the event loop has read the requests already
    // waiting on their sockets (setImmediate runs after them), so that those share it too rather
    // than wait for the look after it.
    next ??= previous
      .then(noop, noop)
      .then(() => timers.setImmediate())
      .then(() => {
        next = undefined;
        const current = lookOnce();
        previous = current;
        return current;
      });
    return next;
  };
  return { look };
}

function noop(): void {}
