import { Injectable, PipeTransform } from '@nestjs/common';
import { notFound } from './errors/domain.exception.js';

const MAX_INT4 = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the value is a UUID as PostgreSQL's `uuid` type reads it (canonical form). */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/**
 * Turns a path id into one of ours: a positive integer (`serial`, the catalogue) or a UUID
 * (bookings, payments, plans, documents). Anything that cannot be an id of ours (letters,
 * zero, negative, too large, not a UUID) is simply not found: 404 `<What> not found`, never
 * a 400 or 500.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number | string> {
  constructor(
    private readonly what: string,
    private readonly kind: 'serial' | 'uuid' = 'serial',
  ) {}

  transform(value: string): number | string {
    if (this.kind === 'uuid') {
      if (!isUuid(value)) throw notFound(this.what);
      return value;
    }
    if (!/^[0-9]{1,10}$/.test(value)) throw notFound(this.what);
    const id = Number(value);
    if (id < 1 || id > MAX_INT4) throw notFound(this.what);
    return id;
  }
}
