/**
 * A catalogue file of `rows` rows in the export's layout, for the 10,000-row test and bench: products of
 * four sizes each (one row a size, each with its own SKU), all in the final category at `categoryPath`.
 */
export function catalogueRows(rows: number, categoryPath: string): string {
  const sizes = ['S', 'M', 'L', 'XL'];
  const lines = [
    'Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Category',
  ];
  for (let row = 0; row < rows; row++) {
    const product = Math.floor(row / sizes.length);
    const size = sizes[row % sizes.length];
    const first = row % sizes.length === 0;
    lines.push(
      [
        `bulk-kurta-${product}`,
        first ? `Bulk Kurta ${product}` : '',
        first ? 'Color' : '',
        'Indigo',
        first ? 'Size' : '',
        size,
        `BK-${product}-${size}`,
        '12',
        `${799 + (product % 50) * 10}.00`,
        first ? categoryPath : '',
      ].join(','),
    );
  }
  return lines.join('\n');
}
