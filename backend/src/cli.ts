import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { DomainException } from './common/errors/domain.exception.js';

/**
 * Runs a one-argument command line tool inside the application (same configuration and
 * database as the server, no HTTP). Exit codes: the command's own, 2 without the argument
 * (the usage is printed), 1 for a refusal in the product's words (printed) or a crash.
 */
export function runCommand(
  usage: string,
  command: (app: INestApplicationContext, argument: string) => Promise<number>,
): void {
  const main = async (): Promise<number> => {
    const argument = process.argv[2];
    if (!argument) {
      console.error(`Usage: ${usage}`);
      return 2;
    }
    const app = await NestFactory.createApplicationContext(AppModule, {
      logger: ['error', 'warn'],
    });
    try {
      return await command(app, argument);
    } catch (error) {
      if (error instanceof DomainException) {
        console.error(error.message);
        return 1;
      }
      throw error;
    } finally {
      await app.close();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
