import { Body, Controller, Get, Header, Inject, Post } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  Authenticated,
  CROSS_SITE_REFUSED,
  CurrentUser,
  Public,
  type UserEntity,
} from '../auth/index.js';
import { contactConfig } from '../config/configuration.js';
import { ContactChannelsDto } from './dto/contact-channels.dto.js';
import { ApiErrors, ApiInvalid, ApiServerError } from '../common/openapi/index.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { CONTACT_MESSAGES, TOO_MANY_MESSAGES } from './contact.limits.js';
import { ContactService } from './contact.service.js';
import { ContactMessageReceiptDto, SendContactMessageDto } from './dto/contact-message.dto.js';

@ApiTags('contact')
@ApiServerError()
@Controller('contact')
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    @Inject(contactConfig.KEY) private readonly config: ConfigType<typeof contactConfig>,
  ) {}

  /** Salone's own channels for the contact page: its WhatsApp number, when one is configured. */
  @Get('channels')
  @Public()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ description: 'The configured channels', type: ContactChannelsDto })
  getContactChannels(): ContactChannelsDto {
    return { whatsapp: this.config.whatsapp };
  }

  /**
   * Sends a message to the Salone team (the contact page's form). Public; when the sender is
   * signed in, the message is linked to their account. Limited per client IP.
   */
  @Post()
  // Guards run top to bottom here: the rate limit below, then the optional session.
  @Authenticated({ via: 'optional' })
  @RateLimit(CONTACT_MESSAGES)
  @ApiCreatedResponse({
    description: 'Stored for the support team',
    type: ContactMessageReceiptDto,
  })
  @ApiInvalid('subject', 'Subject is required')
  @ApiErrors({
    403: {
      codes: ['CSRF'],
      description: 'Sent from another origin',
      messages: { CSRF: CROSS_SITE_REFUSED },
    },
    429: {
      codes: ['THROTTLED'],
      description: 'Too many messages from this address; Retry-After says when to try again',
      messages: { THROTTLED: TOO_MANY_MESSAGES },
    },
  })
  sendContactMessage(
    @CurrentUser() user: UserEntity | undefined,
    @Body() dto: SendContactMessageDto,
  ): Promise<ContactMessageReceiptDto> {
    return this.contact.send(dto, user?.id ?? null);
  }
}
