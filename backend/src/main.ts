import { Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createApp } from './app.js';
import { appConfig } from './config/configuration.js';
import { SandboxLinkService } from './payments/sandbox-link.js';

/** Longest a shutdown may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 15_000;

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const config = app.get<ConfigType<typeof appConfig>>(appConfig.KEY);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref());
  }
  await app.listen(config.port, config.host);
  const { port } = app.getHttpServer().address() as { port: number };
  app.get(SandboxLinkService).publish(port);
  const url = (await app.getUrl()).replace('[::1]', 'localhost').replace('127.0.0.1', 'localhost');
  new Logger('Salone').log(`Listening on ${url} (API ${url}/api, docs ${url}/api/docs)`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
