/** docs/product.md §9: checkout lists this many items before 'show more'. */
export const ITEMS_BEFORE_SHOW_MORE = 3;

/** The items to list and how many more a 'show more' control would reveal. */
export function itemsToShow<T>(items: T[], expanded: boolean, first = ITEMS_BEFORE_SHOW_MORE) {
  const shown = expanded ? items : items.slice(0, first);
  return { shown, hiddenCount: items.length - shown.length, canCollapse: expanded && items.length > first };
}
