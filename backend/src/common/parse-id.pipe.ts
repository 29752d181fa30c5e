import { Injectable, PipeTransform } from '@nestjs/common';
import { NotFoundError } from './errors/domain.exception.js';

const MAX_INT4 = 2_147_483_647;

/**
 * Turns a path id into a positive integer. Anything that cannot be an id of ours
 * (letters, zero, negative, too large) is simply not found: 404, never a 400 or 500.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly what: string) {}

  transform(value: string): number {
    if (!/^[0-9]{1,10}$/.test(value)) throw new NotFoundError(this.what);
    const id = Number(value);
    if (id < 1 || id > MAX_INT4) throw new NotFoundError(this.what);
    return id;
  }
}
