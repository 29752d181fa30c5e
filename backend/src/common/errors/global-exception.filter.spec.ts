import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  NotFoundException,
  PayloadTooLargeException,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { QueryFailedError } from 'typeorm';
import { conflict, validationFailed } from './domain.exception.js';
import { ERROR_CODES } from './error-codes.js';
import {
  INTERNAL_ERROR_MESSAGE,
  isDatabaseUnavailable,
  SERVICE_UNAVAILABLE_MESSAGE,
  toErrorBody,
} from './global-exception.filter.js';

const request = { method: 'GET', url: '/api/hotels' } as Request;
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('database outages', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['server going down', withCode('terminating connection due to administrator command', '57P01')],
    ['server starting up', withCode('the database system is starting up', '57P03')],
    ['too many clients', withCode('sorry, too many clients already', '53300')],
    ['connection exception class', withCode('connection failure', '08006')],
    ['socket closed mid-query', new Error('Connection terminated unexpectedly')],
    ['pool exhausted', new Error('timeout exceeded when trying to connect')],
    [
      'every address refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
    [
      'a transaction whose connection died',
      new Error('Query runner already released. Cannot run queries anymore.'),
    ],
    [
      'wrapped by TypeORM',
      new QueryFailedError('SELECT 1', [], withCode('terminating connection', '57P01')),
    ],
  ])('answers 503 with the retry message for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorBody(error, request)).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'SERVICE_UNAVAILABLE',
      message: SERVICE_UNAVAILABLE_MESSAGE,
    });
  });

  it.each([
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('duplicate key', '23505'))],
    ['a syntax error in SQL', new QueryFailedError('SELEC', [], withCode('syntax error', '42601'))],
    ['not an error at all', 'boom'],
  ])('keeps %s a 500', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toErrorBody(error, request).statusCode).toBe(500);
    expect(toErrorBody(error, request).message).toBe(INTERNAL_ERROR_MESSAGE);
  });
});

describe('a machine-readable code in every error body', () => {
  const parser = (type: string, status: number) => Object.assign(new Error(type), { type, status });
  it.each([
    ['a domain refusal', conflict('This tour is full on that day', 'TOUR_FULL'), 'TOUR_FULL'],
    [
      'a validation failure',
      validationFailed([{ field: 'stars', message: 'stars must be 3, 4 or 5' }]),
      'VALIDATION_FAILED',
    ],
    ['malformed JSON', parser('entity.parse.failed', 400), 'INVALID_JSON'],
    ['a body too large', parser('entity.too.large', 413), 'PAYLOAD_TOO_LARGE'],
    ['an unknown charset', parser('charset.unsupported', 415), 'UNSUPPORTED_MEDIA_TYPE'],
    ['an unknown route', new NotFoundException('Cannot GET /api/nowhere'), 'NOT_FOUND'],
    ["Nest's 400", new BadRequestException('Bad'), 'BAD_REQUEST'],
    ["Nest's 401", new UnauthorizedException(), 'UNAUTHENTICATED'],
    ["Nest's 403", new ForbiddenException(), 'FORBIDDEN'],
    ["Nest's 413", new PayloadTooLargeException(), 'PAYLOAD_TOO_LARGE'],
    ['a 405', new HttpException('Method Not Allowed', 405), 'METHOD_NOT_ALLOWED'],
    ['a 429', new HttpException('Too Many Requests', 429), 'THROTTLED'],
    [
      'a NUL byte refused by PostgreSQL',
      new QueryFailedError('INSERT', [], withCode('invalid byte sequence', '22021')),
      'INVALID_TEXT',
    ],
    [
      'text longer than its column',
      new QueryFailedError('INSERT', [], withCode('value too long', '22001')),
      'TEXT_TOO_LONG',
    ],
    ['the database down', withCode('connect ECONNREFUSED', 'ECONNREFUSED'), 'SERVICE_UNAVAILABLE'],
    ['a programming error', new TypeError('x is undefined'), 'INTERNAL_ERROR'],
  ])('%s', (_name, error, code) => {
    const body = toErrorBody(error, request);
    expect(body.code).toBe(code);
    expect(ERROR_CODES).toContain(body.code);
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['statusCode', 'error', 'message']));
  });
});
