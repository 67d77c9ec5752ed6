import type { WhatsAppMessage } from './channels';

/** What a back-in-stock message says: whose it is, what is back, and where to buy it. */
export interface BackInStockNews {
  to: string;
  firstName: string;
  /** The product with the colour and size that came back, as the shopper chose them. */
  item: string;
  /** The product page. */
  link: string;
}

/** The approved template `back_in_stock`: the shopper's name, the item, the product page's link. */
export function backInStockWhatsApp(news: BackInStockNews, language: string): WhatsAppMessage {
  return {
    to: news.to,
    template: 'back_in_stock',
    language,
    parameters: [news.firstName, news.item, news.link],
    text: `Hello ${news.firstName}, ${news.item} is back in stock. Get it before it goes again: ${news.link}`,
  };
}
