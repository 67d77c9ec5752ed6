import { expect, test } from '../fixtures';
import { shopperLogsIn } from '../support/session';
import { newShopperAccount, registerShopper } from '../support/shopper';

interface VariantBody {
  size: string;
  stock: number;
  originalPrice: string;
  discountPrice: string | null;
}

test('the wishlist shows each item’s price and its sizes from small to large', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as {
    data: { id: string; name: string; variants: VariantBody[] }[];
  };
  // A product sold in letter sizes, the order a shopper knows.
  const letters = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
  const product = data.find(
    (p) =>
      new Set(p.variants.map((v) => v.size)).size > 2 && p.variants.every((v) => letters.includes(v.size)),
  );
  if (!product) throw new Error('The demo catalogue has no product in three letter sizes');
  const price = (v: VariantBody) => Number(v.discountPrice ?? v.originalPrice);
  const inStock = product.variants.filter((v) => v.stock > 0);
  const [featured] = (inStock.length > 0 ? inStock : product.variants).sort((a, b) => price(a) - price(b));

  const shopper = await registerShopper(request, newShopperAccount({ firstName: 'Lata', lastName: 'Sen' }));
  const added = await request.post(`/api/wishlist/${product.id}`, { headers: shopper.headers });
  expect(added.status()).toBe(201);

  await shopperLogsIn(page, shopper.account.username, shopper.account.password);
  await page.goto('/wishlist');

  const card = page.getByRole('article', { name: product.name });
  const rupees = `Rs. ${price(featured as VariantBody).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  await expect(card.getByText(rupees, { exact: false }).first()).toBeVisible();
  const sizes = [...new Set(product.variants.map((v) => v.size))].sort(
    (a, b) => letters.indexOf(a) - letters.indexOf(b),
  );
  await expect(card.getByText(`Sizes: ${sizes.join(', ')}`)).toBeVisible();
});
