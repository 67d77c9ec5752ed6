/** What the load scenarios ask for, read from the running shop before they start. */
export interface CatalogueSample {
  productIds: string[];
  categorySlugs: string[];
  /** Categories without subcategories: the ones that hold products. */
  leafCategorySlugs: string[];
  /** Variants with stock, and their stock, from the sampled products. */
  variants: { id: string; stock: number }[];
}

interface ProductJson {
  id: string;
  variants: { id: string; stock: number }[];
}

interface CategoryJson {
  slug: string;
  subCategories: CategoryJson[];
}

/** Shoppers' words, typos included ("jaket", "tshrt"), since search must forgive them. */
export const searchTerms = [
  'kurta',
  'jaket',
  'jeans',
  'saree',
  'tshrt',
  'hoodie',
  'lehenga',
  'shirt',
  'dres',
  'trousers',
  'nehru jacket',
  'sweatshirt',
  'denim',
  'cotton',
  'linen',
  'blak',
  'embroidered',
  'shorts',
  'kurta set',
  'top',
];

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Products from pages spread over the whole catalogue, and every category of the tree. */
export async function sampleCatalogue(origin: string): Promise<CatalogueSample> {
  const first = await getJson<{ pagination: { totalPages: number } }>(
    `${origin}/api/products?page=1&limit=100`,
  );
  const pages = first.pagination.totalPages;
  const pageNumbers = [...new Set(Array.from({ length: 8 }, (_, i) => 1 + Math.floor((i * pages) / 8)))];
  const products = (
    await Promise.all(
      pageNumbers.map((page) =>
        getJson<{ data: ProductJson[] }>(`${origin}/api/products?page=${page}&limit=100`).then((p) => p.data),
      ),
    )
  ).flat();
  const tree = await getJson<CategoryJson[]>(`${origin}/api/categories`);
  const slugs: string[] = [];
  const leaves: string[] = [];
  const walk = (category: CategoryJson) => {
    slugs.push(category.slug);
    if (category.subCategories.length === 0) leaves.push(category.slug);
    category.subCategories.forEach(walk);
  };
  tree.forEach(walk);
  return {
    productIds: products.map((p) => p.id),
    categorySlugs: slugs,
    leafCategorySlugs: leaves,
    variants: products.flatMap((p) =>
      p.variants.filter((v) => v.stock > 0).map(({ id, stock }) => ({ id, stock })),
    ),
  };
}

/** The mean body size of the answers to `paths`, so the ceiling is measured with bodies as large. */
export async function meanBodyBytes(origin: string, paths: string[]): Promise<number> {
  let total = 0;
  for (const path of paths) {
    const res = await fetch(`${origin}${path}`);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    total += (await res.arrayBuffer()).byteLength;
  }
  return Math.round(total / paths.length);
}
