export type { PageMeta, PageMetaResolver } from './page-meta';
export { spaRoutes } from './routes';
export { SCRIPT_LOADER_HASH } from './scripts-after-paint';
export { pageModulesFor } from './storefront-pages';
