import { Module } from '@nestjs/common';
import { API_KEY_AUTHENTICATOR } from '../auth/index.js';
import { PassportModule } from '@nestjs/passport';
import { ApiKeyGuard, ApiKeyStrategy } from './api-key.strategy.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { ApiKeysService } from './api-keys.service.js';

/** API keys: their management routes, and the passport strategy that verifies them. */
@Module({
  imports: [PassportModule],
  controllers: [ApiKeysController],
  providers: [
    ApiKeysService,
    ApiKeysRepository,
    ApiKeyStrategy,
    ApiKeyGuard,
    { provide: API_KEY_AUTHENTICATOR, useExisting: ApiKeyGuard },
  ],
  exports: [ApiKeysService, API_KEY_AUTHENTICATOR],
})
export class ApiKeysModule {}
