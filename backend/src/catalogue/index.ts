export { readListings } from './listings.repository.js';
export type { ListingsFilter } from './listings.repository.js';
