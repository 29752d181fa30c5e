import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiInternalServerErrorResponse,
  ApiNotFoundResponse,
} from '@nestjs/swagger';
import { getSchemaPath } from '@nestjs/swagger';
import { codeForStatus, type ErrorCode } from '../errors/error-codes.js';
import { ErrorResponseDto } from '../errors/error-response.dto.js';
import { errorBody, INTERNAL_ERROR_MESSAGE } from '../errors/global-exception.filter.js';

/**
 * Options for an error response decorator: the error body schema and an example of it. With
 * several `codes`, the schema lists the codes this response can carry; the example carries the
 * first, or the one given, or the status's generic code (404 NOT_FOUND, ...).
 */
export const errorResponse = (
  statusCode: number,
  message: string,
  description?: string,
  codes?: ErrorCode | readonly ErrorCode[],
) => {
  const listed = codes === undefined ? [] : typeof codes === 'string' ? [codes] : [...codes];
  return {
    ...(listed.length > 1
      ? {
          schema: {
            type: 'object' as const,
            allOf: [
              { $ref: getSchemaPath(ErrorResponseDto) },
              { type: 'object' as const, properties: { code: { type: 'string', enum: listed } } },
            ],
          },
        }
      : { type: ErrorResponseDto }),
    example: errorBody(statusCode, message, undefined, listed[0] ?? codeForStatus(statusCode)),
    ...(description ? { description } : {}),
  };
};

/** 404 for a resource that does not exist (or an id that cannot be one). */
export const ApiNotFound = (what: string) =>
  ApiNotFoundResponse({
    description: `${what} not found (unknown or malformed id)`,
    type: ErrorResponseDto,
    example: errorBody(404, `${what} not found`),
  });

/** 400 for a query or body that fails validation, with one example message. */
export const ApiInvalid = (field: string, message: string) =>
  ApiBadRequestResponse({
    description: 'The request failed validation; `details` lists each field',
    type: ErrorResponseDto,
    example: errorBody(400, message, [{ field, message }], 'VALIDATION_FAILED'),
  });

/** 500: nothing internal is revealed; the request id in the logs has the details. */
export const ApiServerError = () =>
  applyDecorators(
    ApiInternalServerErrorResponse({
      description: 'Unexpected failure',
      type: ErrorResponseDto,
      example: errorBody(500, INTERNAL_ERROR_MESSAGE),
    }),
  );

/**
 * 400 of a paginated list: a query that fails validation (`limit` outside 1-100, a filter), or
 * INVALID_CURSOR for a cursor this list did not give.
 */
export const ApiPageInvalid = (
  field = 'limit',
  message = 'limit must be at most 100',
): MethodDecorator & ClassDecorator =>
  ApiBadRequestResponse({
    description:
      'The query failed validation (`details` lists each field), or the cursor is not one this list gave (INVALID_CURSOR)',
    schema: {
      type: 'object',
      allOf: [
        { $ref: getSchemaPath(ErrorResponseDto) },
        {
          type: 'object',
          properties: { code: { type: 'string', enum: ['VALIDATION_FAILED', 'INVALID_CURSOR'] } },
        },
      ],
    },
    example: errorBody(400, message, [{ field, message }], 'VALIDATION_FAILED'),
  });
