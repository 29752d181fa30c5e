/**
 * Benchmark target: the real application and, beside it, a bare `node:http` server that
 * answers the same two hotel reads with the same bytes, read from the app once and sent from
 * memory: the most any server could do for them.
 * Prints `{"app": <port>, "bare": <port>}` on stdout once both listen.
 * BENCH_CATALOGUE_CACHE=off turns the catalogue cache off, to see what it saves.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app.js';
import { CatalogueCache } from '../src/catalogue/cache/catalogue-cache.js';

/** The routes the bare server answers. */
const BARE_ROUTES = ['/api/hotels', '/api/hotels/1'];

async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const app = await createApp();
  await app.listen(0, '127.0.0.1');
  if (process.env.BENCH_CATALOGUE_CACHE === 'off') app.get(CatalogueCache).setLive(false);
  const appPort = (app.getHttpServer().address() as AddressInfo).port;

  // The app's own answers, byte for byte, read once.
  const bodies = new Map<string, Buffer>();
  for (const route of BARE_ROUTES) {
    const response = await fetch(`http://127.0.0.1:${appPort}${route}`);
    if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}`);
    bodies.set(route, Buffer.from(await response.arrayBuffer()));
  }
  const bare = http.createServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
      })
      .end(body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

  const barePort = (bare.address() as AddressInfo).port;
  process.stdout.write(`${JSON.stringify({ app: appPort, bare: barePort })}\n`);
  process.on('SIGTERM', () => {
    bare.close();
    void app.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
