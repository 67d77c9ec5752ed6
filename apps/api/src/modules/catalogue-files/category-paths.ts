import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories } from '../../db/schema/catalogue';

export interface CategoryPaths {
  /** A category's names from the top, as the file writes them: "Men > Shirts". */
  pathOf(id: string): string;
  /**
   * The final category a file's cell names, by its path ("Men > Shirts", any case, > or /) or by
   * its own name when only one category has it; else why not.
   */
  find(cell: string): { id: string } | { problem: string };
}

const SEPARATOR = ' > ';
const key = (text: string) => text.trim().toLowerCase();

/** Every category, read once for a whole file. */
export async function loadCategoryPaths(db: Db | Tx): Promise<CategoryPaths> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      children: sql<number>`(select count(*)::int from categories c where c.parent_id = ${categories.id})`,
    })
    .from(categories);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (id: string): string => {
    const names: string[] = [];
    for (let row = byId.get(id); row; row = row.parentId ? byId.get(row.parentId) : undefined) {
      names.unshift(row.name);
    }
    return names.join(SEPARATOR);
  };
  const byPath = new Map(rows.map((row) => [key(pathOf(row.id)), row]));
  const byName = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) byName.set(key(row.name), [...(byName.get(key(row.name)) ?? []), row]);

  return {
    pathOf,
    find(cell) {
      const parts = cell.split(/[>/]/).map((part) => part.trim());
      const named = byPath.get(key(parts.join(SEPARATOR))) ?? onlyOne(byName.get(key(parts.at(-1) ?? '')));
      if (!named) return { problem: `There is no category "${cell.trim()}": create it first.` };
      if (Number(named.children) > 0) {
        return { problem: `"${pathOf(named.id)}" has subcategories: choose a final category.` };
      }
      return { id: named.id };
    },
  };
}

function onlyOne<T>(list: T[] | undefined): T | undefined {
  return list?.length === 1 ? list[0] : undefined;
}
