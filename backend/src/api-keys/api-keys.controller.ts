import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { Authenticated, CurrentMembership, type Membership } from '../auth/index.js';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiInvalid, ApiServerError } from '../common/openapi/index.js';
import { ApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto } from './api-key.dto.js';
import {
  API_KEY_NOT_FOUND,
  ApiKeysService,
  NOT_APPROVED_FOR_KEYS,
  TOO_MANY_KEYS,
} from './api-keys.service.js';

/**
 * An organisation's API keys, for its servers (owners only; a key cannot manage keys). A key
 * is sent as `Authorization: Bearer <key>`; see docs/partners.md for what each scope opens.
 */
@ApiTags('api-keys')
@ApiParam({ name: 'orgId', description: 'The organisation', type: Number, example: 1 })
@ApiServerError()
@Controller('partner/organisations/:orgId/api-keys')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  /**
   * Makes a key with the scopes asked for, and an expiry if given. The answer holds the key,
   * shown this once; only a keyed hash of it is kept. Approved organisations only. Audited
   * (`api_key.create`, with the key's name).
   */
  @Post()
  @Authenticated({ role: 'owner' })
  @ApiCreatedResponse({ description: 'The key, with its secret', type: CreatedApiKeyDto })
  @ApiInvalid('scopes', 'Choose at least one scope')
  @ApiErrors({
    409: {
      codes: ['TOO_MANY_API_KEYS', 'ORGANISATION_NOT_APPROVED'],
      description: 'Too many active keys, or the organisation is not approved yet',
      messages: {
        TOO_MANY_API_KEYS: TOO_MANY_KEYS,
        ORGANISATION_NOT_APPROVED: NOT_APPROVED_FOR_KEYS,
      },
    },
  })
  createApiKey(
    @CurrentMembership() membership: Membership,
    @Body() dto: CreateApiKeyDto,
  ): Promise<CreatedApiKeyDto> {
    return this.apiKeys.create(membership, dto);
  }

  /** The organisation's keys, newest first: prefix, scopes, status, last use; never the secret. */
  @Get()
  @Authenticated({ role: 'owner' })
  @ApiOkResponse({ description: 'Keys, newest first', type: [ApiKeyDto] })
  listApiKeys(@CurrentMembership() membership: Membership): Promise<ApiKeyDto[]> {
    return this.apiKeys.list(membership.organisationId);
  }

  /**
   * Revokes a key: it stops working at once, on every replica. Revoking twice is harmless.
   * Audited (`api_key.revoke`, with the key's name).
   */
  @Post(':keyId/revoke')
  @HttpCode(HttpStatus.OK)
  @Authenticated({ role: 'owner' })
  @ApiOkResponse({ description: 'Revoked', type: ApiKeyDto })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such organisation or key, or the caller is not a member',
      messages: { NOT_FOUND: API_KEY_NOT_FOUND },
    },
  })
  revokeApiKey(
    @CurrentMembership() membership: Membership,
    @Param('keyId') keyId: string,
  ): Promise<ApiKeyDto> {
    return this.apiKeys.revoke(membership, keyId);
  }
}
