import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiInvalid, ApiServerError } from '../common/openapi/index.js';
import { notAvailable } from '../common/errors/domain.exception.js';
import { LocalDevelopmentOnly } from '../common/http/local-development.guard.js';
import { mailConfig } from '../config/configuration.js';
import { DevMailboxRepository } from './dev-mailbox.repository.js';
import { DevMailboxQueryDto, DevMailMessageDto } from './dto/dev-mailbox.dto.js';
import { Public } from '../common/http/public.js';

export const MAILBOX_NOT_AVAILABLE =
  'The development mailbox is not available: e-mail is sent by SMTP or disabled here';
/** Messages answered per address. */
const LIMIT = 50;

@ApiTags('dev')
@ApiServerError()
@Public()
@Controller('dev/mailbox')
@LocalDevelopmentOnly()
export class DevMailboxController {
  constructor(
    private readonly mailbox: DevMailboxRepository,
    @Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>,
  ) {}

  /**
   * Development only: the e-mails sent to an address, newest first (at most 50), when no
   * SMTP server is configured. Open to a client on this machine only, like a mail catcher:
   * in production, and to any other client, it answers 404 as a path that does not exist;
   * where e-mail goes out by SMTP, 404 saying so.
   */
  @Get()
  @ApiOkResponse({
    description: 'Messages to that address, newest first',
    type: [DevMailMessageDto],
  })
  @ApiInvalid('to', 'Valid email is required')
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description:
        'Production, a client not on this machine (answered as an unknown path), or e-mail sent by SMTP',
      messages: { NOT_FOUND: MAILBOX_NOT_AVAILABLE },
    },
  })
  async readDevMailbox(@Query() query: DevMailboxQueryDto): Promise<DevMailMessageDto[]> {
    if (this.mail.transport !== 'mailbox') {
      throw notAvailable(MAILBOX_NOT_AVAILABLE);
    }
    const rows = await this.mailbox.listTo(query.to.trim().toLowerCase(), LIMIT);
    return rows.map((row) => ({
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      sentAt: new Date(row.sent_at).toISOString(),
      attachments: row.attachments,
    }));
  }
}
