import { AddAuth1795648129834 } from './1795648129834-AddAuth.js';
import type { MigrationInterface } from 'typeorm';
import { Init1795646475729 } from './1795646475729-Init.js';

/** Every migration, in order; listed explicitly so source and compiled builds agree. */
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  Init1795646475729,
  AddAuth1795648129834,
];
