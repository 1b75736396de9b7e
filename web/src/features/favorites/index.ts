// What the dashboard composes from this feature. The school page imports the
// button from its module: through this file its chunk would carry the list too.
export { FavoriteList } from './components/favorite-list';
export { favoritesQuery } from './api/favorites';
