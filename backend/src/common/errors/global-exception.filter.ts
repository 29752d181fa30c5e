import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { DomainException } from './domain.exception.js';
import type { ErrorResponseDto } from './error-response.dto.js';

/** Errors that Express's body parser raises before a route runs (malformed JSON, too large). */
interface BodyParserError {
  type: string;
  status: number;
}

const isBodyParserError = (error: unknown): error is BodyParserError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as BodyParserError).type === 'string' &&
  typeof (error as BodyParserError).status === 'number';

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
  'encoding.unsupported': 'The request body encoding is not supported',
  'charset.unsupported': 'The request body charset is not supported',
};

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait when the database cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Socket errors and PostgreSQL's connection-class codes (08xxx, shutdown, too many clients). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Connection ended unexpectedly|Client has encountered a connection error|connection is closed|Cannot use a pool after calling end|Query runner already released|connection provided by a query runner was already released/i;

/**
 * True when the error says the database could not be reached (down, restarting, out of
 * connections) rather than that the request was wrong: the answer is then a 503 that asks
 * the client to retry, never a 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  // Connecting to a host with several addresses fails with one error per address.
  if (error instanceof AggregateError) {
    return error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
  }
  const { code, message, driverError, cause } = error as Record<string, unknown>;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(driverError ?? cause, depth + 1);
}

/** Maps every error to `{statusCode, error, message, details?}`; unknown ones to a bare 500. */
@Catch()
export class GlobalExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { id?: string }>();
    const body = toErrorBody(exception, request);
    const where = { requestId: request.id, method: request.method, url: request.url };
    if (exception instanceof DomainException && body.statusCode >= 500) {
      // A deliberate answer (provider down, not ready): a line, no stack.
      this.logger.warn({ ...where, statusCode: body.statusCode }, body.message);
    } else if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
      // Most likely an outage; the error is kept whole in case it was a misused connection.
      this.logger.warn({ ...where, err: exception }, 'Database unavailable');
    } else if (body.statusCode >= 500) {
      this.logger.error({ err: exception, ...where }, 'Unhandled error');
    }
    if (response.headersSent) return;
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE && !response.getHeader('Retry-After')) {
      response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    }
    response.status(body.statusCode).json(body);
  }
}

export function toErrorBody(exception: unknown, request: Request): ErrorResponseDto {
  // The body parser's errors may arrive as they are or wrapped in an HttpException.
  const parserError = [exception, (exception as { cause?: unknown } | null)?.cause].find(
    isBodyParserError,
  );
  if (parserError && parserError.status >= 400 && parserError.status < 500) {
    return errorBody(
      parserError.status,
      BODY_PARSER_MESSAGES[parserError.type] ?? 'The request body could not be read',
    );
  }
  if (exception instanceof DomainException) {
    return errorBody(
      exception.status,
      exception.message,
      exception.details,
      exception.exposeCode ? exception.code : undefined,
    );
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const payload = exception.getResponse();
    let message = exception.message;
    if (typeof payload === 'object' && payload !== null && 'message' in payload) {
      const value = (payload as { message: unknown }).message;
      message = Array.isArray(value) ? String(value[0]) : String(value);
    }
    if (status === HttpStatus.NOT_FOUND && message.startsWith('Cannot ')) {
      message = `No route for ${request.method} ${(request.originalUrl ?? request.url).split('?')[0]}`;
    }
    return errorBody(status, message);
  }
  if (isTextEncodingError(exception)) {
    return errorBody(HttpStatus.BAD_REQUEST, 'Text fields must not contain NUL characters');
  }
  if (postgresErrorCode(exception) === '22001') {
    // Longer than its column: validation counts an emoji and its variation selector as one
    // character, PostgreSQL as two.
    return errorBody(HttpStatus.BAD_REQUEST, TEXT_TOO_LONG);
  }
  if (isDatabaseUnavailable(exception)) {
    return errorBody(HttpStatus.SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGE);
  }
  return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, INTERNAL_ERROR_MESSAGE);
}

export const TEXT_TOO_LONG = 'A text field is longer than allowed';

const postgresErrorCode = (error: unknown): string | undefined =>
  (error as { driverError?: { code?: string } } | null)?.driverError?.code;

/** PostgreSQL refusing a NUL byte in text (22021) or in JSON (22P05): the input's fault. */
const isTextEncodingError = (error: unknown): boolean => {
  const code = postgresErrorCode(error);
  return code === '22021' || code === '22P05';
};

export function errorBody(
  statusCode: number,
  message: string,
  details?: { field: string; message: string }[],
  code?: string,
): ErrorResponseDto {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    ...(code ? { code } : {}),
    message,
    ...(details && details.length > 0 ? { details } : {}),
  };
}
