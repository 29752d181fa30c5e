import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import pg from 'pg';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../../src/app.js';
import { startContractProxy, type ContractChecker } from './contract-proxy.js';
import {
  TEMPLATE_DB_VAR,
  TEMPLATE_DIR_VAR,
  copyTemplateDir,
  dropDatabase,
  templateFits,
} from './database-template.js';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  /** With `{ contract: true }`: what the validating proxy saw (`http` goes through it). */
  contract?: ContractChecker;
  close(): Promise<void>;
}

/**
 * A throw-away database for one test file: a fresh PostgreSQL database (created here, dropped
 * on close) when DATABASE_URL is set, otherwise an in-memory embedded database.
 */
export async function createTestDatabase(
  options: { fromTemplate?: boolean } = {},
): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.SALONE_TEST_SERVER_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) return { drop: async () => undefined };
  process.env.SALONE_TEST_SERVER_URL = serverUrl;
  const name = `salone_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = options.fromTemplate ? process.env[TEMPLATE_DB_VAR] : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

/** Boots the whole application, as `npm start` does, on a throw-away database. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { contract?: boolean } = {},
): Promise<TestApp> {
  const settings = { NODE_ENV: 'test', SEED_ON_START: 'true', ...env };
  // With the default sample data the database is a copy of the run's template, already
  // migrated and seeded (./database-template.ts); the app then finds nothing left to do.
  const fromTemplate = templateFits({ ...process.env, ...settings });
  const database = await createTestDatabase({ fromTemplate });
  const savedEnv = { ...process.env };
  Object.assign(process.env, settings);
  let copy: ReturnType<typeof copyTemplateDir> | undefined;
  if (database.url) {
    process.env.DATABASE_URL = database.url;
  } else {
    delete process.env.DATABASE_URL;
    copy = fromTemplate ? copyTemplateDir(process.env[TEMPLATE_DIR_VAR]!) : undefined;
    process.env.PGLITE_DIR = copy?.dir ?? 'memory://';
  }
  const app = await createApp();
  await app.init();
  const proxy = options.contract ? await startContractProxy(app.getHttpServer()) : undefined;
  return {
    app,
    http: request(proxy?.url ?? app.getHttpServer()),
    dataSource: app.get<DataSource>(getDataSourceToken()),
    contract: proxy?.checker,
    close: async () => {
      await proxy?.close();
      await app.close();
      await database.drop();
      copy?.remove();
      process.env = savedEnv;
    },
  };
}
