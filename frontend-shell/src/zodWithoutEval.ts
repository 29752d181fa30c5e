/** Where every copy of zod 4 reads its settings from (the object `z.config()` changes). */
const ZOD_CONFIG = '__zod_globalConfig';

/**
 * zod compiles a faster parser for each object schema with `new Function`, once it has checked
 * that the page allows it. The content security policy does not ('unsafe-eval' is not
 * allowed), so that check alone was refused and reported as a violation on every page with a
 * form (docs/decisions/zod-without-eval.md). Each frontend bundles its own copy of zod, and every
 * copy keeps its settings in one global object: setting `jitless` on it here, first thing in the
 * shell, is `z.config({ jitless: true })` for all of them, without loading zod with the first page.
 */
export function parseWithoutEval(scope: typeof globalThis = globalThis): void {
  const holder = scope as unknown as Record<string, Record<string, unknown> | undefined>;
  const config = (holder[ZOD_CONFIG] ??= {});
  config.jitless = true;
}
