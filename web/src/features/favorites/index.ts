// What pages compose from this feature.
export { FavoriteButton } from './components/favorite-button';
export { FavoriteList } from './components/favorite-list';
export { favoritesQuery } from './api/favorites';
