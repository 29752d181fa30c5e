import type { Request } from 'express';

/**
 * A request after authentication, as the core sees it: the signed-in account or the API key,
 * by id. Rate limits and idempotency keys tell callers apart by it; the auth and api-keys
 * modules check the credentials themselves.
 */
export type CallerRequest = Request & { user?: { id: string }; apiKey?: { id: string } };
