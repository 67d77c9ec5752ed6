import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema/catalogue';
import { productRatings } from '../../db/schema/reviews';
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
   * For the others (stock taken or put back, a review), their live figures, read right after the
   * look (so at least as new as it); only when the log was opened `withFigures`, else empty.
   */
  figures: Map<string, LiveFigures>;
}

/**
 * A change row as the look reads it: its product (null for "everything"), whether only stock or the
 * rating changed, and whether the product's own row changed.
 */
type ChangeRow = [product: string | null, stockOnly: boolean, productRow: boolean];

/** Past this many change rows since the previous look, the look says "everything" instead of listing them. */
const MAX_ROWS = 10_000;

/**
 * The look's query, prepared once per connection: every catalogue read runs it, and planning it
 * each time cost PostgreSQL several times what running it does. Its plan must be good for any
 * `seen` without being made for it: the rows come through the xact index in xact order up to
 * MAX_ROWS (so the plan never expects the whole log, as a generic plan of a grouped query did after
 * a bulk import), and are grouped by product in JS. `seen` is the previous look's snapshot (null at
 * the first look, which finds no rows and says "everything" anyway).
 */
const looks = new WeakMap<Db, ReturnType<typeof prepareLook>>();
function prepareLook(db: Db) {
  return db
    .select({
      snapshot: sql<string>`pg_current_snapshot()::text`,
      changed: sql<ChangeRow[] | null>`json_agg(json_build_array(c.product_id, c.stock_only, c.product_row))`,
    })
    .from(sql`(
      select c.product_id, c.stock_only, c.product_row from catalogue_changes c
      where c.xact >= pg_snapshot_xmin(${sql.placeholder('seen')}::text::pg_snapshot)
        and not pg_visible_in_snapshot(c.xact, ${sql.placeholder('seen')}::text::pg_snapshot)
      order by c.xact
      limit ${sql.raw(String(MAX_ROWS + 1))}) as c`)
    .prepare('catalogue_changes_since');
}

/**
 * The live figures of products whose change was to those alone, as the database holds them now: read
 * right after the look, so they are at least as new as its snapshot (a change they already show is
 * listed again by the next look, which reads them again).
 */
const figureReads = new WeakMap<Db, ReturnType<typeof prepareFigures>>();
function prepareFigures(db: Db) {
  return db
    .select({
      product: products.id,
      stock: sql<Record<
        string,
        number
      > | null>`(select json_object_agg(v.id, v.stock) from ${productVariants} v
        where v.product_id = ${products.id} and v.archived_at is null)`,
      ratingCount: sql<number>`coalesce(${productRatings.ratingCount}, 0)::int`,
      ratingSum: sql<number>`coalesce(${productRatings.ratingSum}, 0)::int`,
    })
    .from(products)
    .leftJoin(productRatings, eq(productRatings.productId, products.id))
    .where(sql`${products.id} = any(string_to_array(${sql.placeholder('ids')}::text, ',')::uuid[])`)
    .prepare('catalogue_live_figures');
}

function once<T>(made: WeakMap<Db, T>, db: Db, make: (db: Db) => T): T {
  let it = made.get(db);
  if (!it) {
    it = make(db);
    made.set(db, it);
  }
  return it;
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

  const lookOnce = async (): Promise<T> => {
    const started = now();
    const [row] = await once(looks, db, prepareLook).execute({ seen });
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
      figures: new Map(),
    };
    for (const [product, stockOnly, productRow] of rows) {
      if (product === null) changes.everything = true;
      else {
        changes.products.add(product);
        if (productRow) changes.productRows.add(product);
        if (!stockOnly) changes.beyondStock.add(product);
      }
    }
    const figuresOnly = [...changes.products].filter(
      (p) => !changes.beyondStock.has(p) && !changes.productRows.has(p),
    );
    if (withFigures && !changes.everything && figuresOnly.length > 0) {
      const read = await once(figureReads, db, prepareFigures).execute({ ids: figuresOnly.join(',') });
      for (const { product, stock, ratingCount, ratingSum } of read) {
        changes.figures.set(product, { stock: stock ?? {}, ratingCount, ratingSum });
      }
    }
    return apply(changes);
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
