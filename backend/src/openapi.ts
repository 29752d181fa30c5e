import { buildOpenApiDocument, createApp } from './app.js';

/** Recursively sorts object keys so the written document diffs cleanly. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The OpenAPI document as committed in docs/openapi.json, from the real application booted
 * on a throw-away in-memory database (the Swagger explorer reads live controller instances).
 */
export async function renderOpenApi(): Promise<string> {
  const saved = { ...process.env };
  Object.assign(process.env, {
    PGLITE_DIR: 'memory://',
    SEED_ON_START: 'false',
    LOG_LEVEL: 'silent',
    // The committed document names the production server; every deployment serves its own
    // (GET /api/docs/openapi.json names its PUBLIC_URL).
    PUBLIC_URL: 'https://salone.sl',
  });
  delete process.env.DATABASE_URL;
  try {
    const app = await createApp();
    try {
      return `${JSON.stringify(sortKeys(await buildOpenApiDocument(app)), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    process.env = saved;
  }
}
