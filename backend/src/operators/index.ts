export { OrganisationsRepository } from './organisations.repository.js';
