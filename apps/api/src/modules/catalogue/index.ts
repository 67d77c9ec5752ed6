export type { LiveFigures } from './answers/live-figures';
export type { PageDrawing } from './catalogue-reads';
export { categoryRoutes } from './categories/routes';
export { categorySlug } from './categories/slug';
export { categoryMediaOrder, categoryOrder, loadCategoryTree } from './categories/tree';
export type { PageFigures } from './pages/kept-pages';
export { cataloguePlugin } from './plugin';
export { imagesByProduct, toVariant, unitPricePaise, type VariantRow } from './products/catalogue-views';
export { type ImageJson, imagesJson, loadProducts, toImages } from './products/load-products';
export { photosForColour } from './products/photos-for-colour';
export { productRoutes } from './products/routes';
export {
  matchesTypo,
  matchesWords,
  searchTerm,
  typoScore,
  withTypoThreshold,
  wordScore,
} from './search/matching';
export { searchRoutes } from './search/routes';
export { refreshProductSearchText } from './search/search-text';
export { similarProductRoutes } from './similar/routes';
