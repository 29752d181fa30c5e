import type { Request } from 'express';
import { QueryFailedError } from 'typeorm';
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
