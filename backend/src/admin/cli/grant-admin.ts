/**
 * Makes an existing account a platform admin:
 *
 *   npm run admin:grant -w backend -- <email>
 *
 * Uses the same configuration (DATABASE_URL or the embedded database) as the server; the
 * embedded database can be opened by one process at a time, so stop the server first (or
 * use ADMIN_EMAILS). The grant is written to the audit log as a system action.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../app.module.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { AdminService } from '../admin.service.js';

async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run admin:grant -w backend -- <email>');
    return 2;
  }
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error', 'warn'] });
  try {
    const result = await app.get(AdminService).grantAdmin(email);
    console.log(
      result.changed ? `${result.email} is now an admin.` : `${result.email} was already an admin.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DomainException) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
