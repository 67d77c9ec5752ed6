import { randomUUID } from 'node:crypto';
import type { SizeGuide } from '@vastra/contract/size-guide';
import { categorySlug } from '../catalogue';
import { kids } from './catalogue-kids';
import { men } from './catalogue-men';
import type { HeroSpec, LeafSpec, TopCategorySpec } from './catalogue-spec';
import { women } from './catalogue-women';
import { type PlannedProduct, planProduct, type StockMode } from './product-plan';
import { seededRandom } from './random';

/** The demo tree, top-level categories in the order shoppers see them. */
export const demoCatalogue: TopCategorySpec[] = [men, women, kids];

export interface PlannedCategory {
  id: string;
  name: string;
  slug: string;
  description: string;
  parentId: string | null;
  sizeGuide: SizeGuide | null;
  createdAt: Date;
}

export interface DemoStorePlan {
  categories: PlannedCategory[];
  heroes: { categoryId: string; categoryName: string; hero: HeroSpec; position: number }[];
  products: (PlannedProduct & { id: string; categoryId: string; createdAt: Date })[];
}

export function allLeaves(catalogue: TopCategorySpec[] = demoCatalogue): LeafSpec[] {
  return catalogue.flatMap((top) => top.groups.flatMap((group) => group.leaves));
}

/**
 * The whole demo store as rows to insert: three levels of categories, the hero slides of the
 * top-level ones and the products of the leaves. The same every time (seeded randomness), with
 * creation times a minute apart so "newest first" lists are stable and mix the categories.
 */
export function planDemoStore(now = new Date()): DemoStorePlan {
  const random = seededRandom(2024);
  const categories: PlannedCategory[] = [];
  const heroes: DemoStorePlan['heroes'] = [];
  const leafIds = new Map<LeafSpec, string>();
  const addCategory = (
    spec: { name: string; description: string; sizeGuide?: SizeGuide },
    parentId: string | null,
  ) => {
    const id = randomUUID();
    const createdAt = new Date(now.getTime() - 60_000 + categories.length);
    categories.push({
      id,
      name: spec.name,
      slug: categorySlug(spec.name),
      description: spec.description,
      parentId,
      sizeGuide: spec.sizeGuide ?? null,
      createdAt,
    });
    return id;
  };

  for (const top of demoCatalogue) {
    const topId = addCategory(top, null);
    top.heroes.forEach((hero, position) => {
      heroes.push({ categoryId: topId, categoryName: top.name, hero, position });
    });
    for (const group of top.groups) {
      const groupId = addCategory(group, topId);
      for (const leaf of group.leaves) leafIds.set(leaf, addCategory(leaf, groupId));
    }
  }

  // Round robin over the leaves, so the newest products come from every department.
  const leaves = allLeaves();
  const rounds = Math.max(...leaves.map((leaf) => leaf.products.length));
  const ordered: [LeafSpec, [string, string]][] = [];
  for (let round = 0; round < rounds; round++) {
    for (const leaf of leaves) {
      const product = leaf.products[round];
      if (product) ordered.push([leaf, product]);
    }
  }
  const products = ordered.map(([leaf, product], index) => {
    const mode: StockMode = index % 13 === 5 ? 'soldOut' : index % 13 === 9 ? 'scarce' : 'normal';
    return {
      ...planProduct(random, leaf, product, mode),
      id: randomUUID(),
      categoryId: leafIds.get(leaf) as string,
      createdAt: new Date(now.getTime() - (ordered.length - index) * 60_000),
    };
  });
  return { categories, heroes, products };
}
