import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiInternalServerErrorResponse,
  ApiNotFoundResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from './errors/error-response.dto.js';
import { errorBody, INTERNAL_ERROR_MESSAGE } from './errors/global-exception.filter.js';

/** Options for an error response decorator: the error body schema and an example of it. */
export const errorResponse = (
  statusCode: number,
  message: string,
  description?: string,
  code?: string,
) => ({
  type: ErrorResponseDto,
  example: errorBody(statusCode, message, undefined, code),
  ...(description ? { description } : {}),
});

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
    example: errorBody(400, message, [{ field, message }]),
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
