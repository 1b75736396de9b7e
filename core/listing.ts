// Listing limits the web app needs without loading zod (the contracts do).

/**
 * How deep a listing goes: page × limit at most. Deeper pages cost the
 * server far more than anyone reads; narrowing the filters is the way on.
 */
export const MAX_LISTING_DEPTH = 1000;

export const LISTING_TOO_DEEP =
  'Hanya 1.000 sekolah pertama yang dapat ditampilkan. Persempit pencarian dengan filter provinsi, kota, jenjang, atau kata kunci.';
