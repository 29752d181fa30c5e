import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

/** backend/ — the same two levels up from src/common and from dist/common. */
export const BACKEND_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The repository root: relative paths in configuration are resolved against it. */
export const REPOSITORY_ROOT = path.resolve(BACKEND_ROOT, '..');
