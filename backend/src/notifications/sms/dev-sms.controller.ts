import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PHONE_MESSAGE } from '@salone/booking-rules';
import { Public } from '../../common/http/public.js';
import { notAvailable } from '../../common/errors/domain.exception.js';
import { LocalDevelopmentOnly } from '../../common/http/local-development.guard.js';
import { ApiErrors, ApiInvalid, ApiServerError } from '../../common/openapi/index.js';
import { DevSmsMessageDto, DevSmsQueryDto } from '../dto/dev-sms.dto.js';
import { SmsRepository } from './sms.repository.js';
import { SMS_PROVIDER, type SmsProvider } from './sms-provider.js';

export const SMS_INBOX_NOT_AVAILABLE =
  'The development SMS inbox is not available: SMS is sent by a provider or disabled here';

@ApiTags('dev')
@ApiServerError()
@Public()
@Controller('dev/sms')
@LocalDevelopmentOnly()
export class DevSmsController {
  constructor(
    private readonly repository: SmsRepository,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
  ) {}

  /**
   * Development only: the SMS sent to a phone number, newest first (at most 50), when no SMS
   * provider is configured. Open to a client on this machine only, like the development
   * mailbox: in production, and to any other client, it answers 404 as a path that does not
   * exist; where SMS go out through a provider, 404 saying so.
   */
  @Get()
  @ApiOkResponse({ description: 'Messages to that number, newest first', type: [DevSmsMessageDto] })
  @ApiInvalid('to', PHONE_MESSAGE)
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description:
        'Production, a client not on this machine (answered as an unknown path), or SMS sent by a provider',
      messages: { NOT_FOUND: SMS_INBOX_NOT_AVAILABLE },
    },
  })
  async readDevSms(@Query() query: DevSmsQueryDto): Promise<DevSmsMessageDto[]> {
    if (this.provider.kind !== 'development') throw notAvailable(SMS_INBOX_NOT_AVAILABLE);
    return this.repository.devInbox(query.to);
  }
}
