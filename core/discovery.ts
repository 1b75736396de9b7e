// Names and limits of the listing's filters and orders (issue 9), zod-free so
// the web can use them at run time without loading zod (core/contracts/discovery.ts
// builds the query schemas from them).

/** Orders a listing offers (GET /api/schools?sort=); relevance is the default. */
export const LISTING_SORTS = ['relevance', 'cost_asc', 'cost_desc', 'distance', 'name'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Orders of the area comparison's columns; the default is total initial cost, cheapest first. */
export const COMPARISON_SORTS = ['cost_asc', 'cost_desc', 'spp_asc', 'spp_desc', 'name'] as const;
export type ComparisonSort = (typeof COMPARISON_SORTS)[number];

/** SPEC §2 labels the badge Negeri/Swasta: the URL says the same words. */
export const STATUS_FILTERS = { negeri: 'public', swasta: 'private' } as const;
export type StatusFilter = keyof typeof STATUS_FILTERS;

export const MAX_RADIUS_KM = 500;
/** schools a parent may pick to compare (SPEC §6 keeps 5 for anonymous visitors) */
export const MAX_PICKED_ANONYMOUS = 5;
export const MAX_PICKED_SIGNED_IN = 10;
