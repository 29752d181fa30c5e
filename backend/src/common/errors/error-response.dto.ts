/** One field that failed validation. */
export class FieldErrorDto {
  /**
   * Path of the field in the request (`metadata.nights`, `checkIn`, ...).
   * @example "stars"
   */
  field: string;

  /**
   * What is wrong with it, in words a person can act on.
   * @example "stars must be one of the following values: 3, 4, 5"
   */
  message: string;
}

/** The single error body every endpoint answers with when something goes wrong. */
export class ErrorResponseDto {
  /**
   * HTTP status code, repeated in the body.
   * @example 404
   */
  statusCode: number;

  /**
   * HTTP reason phrase.
   * @example "Not Found"
   */
  error: string;

  /**
   * A machine-readable reason, where a client acts on it (EMAIL_NOT_VERIFIED, WEAK_PASSWORD,
   * INVALID_TOKEN, WRONG_PASSWORD).
   * @example "EMAIL_NOT_VERIFIED"
   */
  code?: string;

  /**
   * What went wrong, in words clients may show to the user.
   * @example "Hotel not found"
   */
  message: string;

  /** Per-field problems (validation errors only). */
  details?: FieldErrorDto[];
}
