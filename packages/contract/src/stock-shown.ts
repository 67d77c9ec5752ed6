/**
 * How much of a stock figure a shopper page shows. Below this, the figure itself can show: "Low
 * stock: only 3 left", the amber badge, a sold-out size, a quantity that stops at the stock. From
 * it up, every figure draws the same page. The server relies on this to write a new stock into a
 * kept product page instead of drawing it again (apps/api/src/modules/spa/page-figures.ts), so a
 * page that shows more of the figure must lower this bar, or raise it.
 */
export const STOCK_SHOWN_BELOW = 10;

/** A stock figure as far as a page shows it: two figures with the same answer draw the same page. */
export const stockAsShown = (stock: number): number => Math.min(stock, STOCK_SHOWN_BELOW);
