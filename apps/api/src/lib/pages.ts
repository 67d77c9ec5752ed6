import type { Pagination } from '@vastra/contract/common';

/** What a list is asked for: a page (from 1) and its length. */
export interface PageAsked {
  page: number;
  limit: number;
}

/** How many rows come before the asked page. */
export const pageOffset = ({ page, limit }: PageAsked): number => (page - 1) * limit;

/** The envelope every list answer carries: which page this is, and how many pages `total` rows fill. */
export function paginationOf({ page, limit }: PageAsked, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
