import { AUTH_ENTITIES } from '../auth/entities/index.js';
import { CATALOGUE_ENTITIES } from '../catalogue/entities.js';

/** Every entity, listed explicitly so source and compiled builds load the same set. */
export const ENTITIES = [...CATALOGUE_ENTITIES, ...AUTH_ENTITIES];
