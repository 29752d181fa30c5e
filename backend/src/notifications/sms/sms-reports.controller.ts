import { Controller, Headers, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiBody, ApiConsumes, ApiHeader, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/http/public.js';
import { invalidField, notAvailable, unauthorized } from '../../common/errors/domain.exception.js';
import { ApiErrors, ApiServerError } from '../../common/openapi/index.js';
import { smsConfig } from '../../config/configuration.js';
import {
  AfricasTalkingReportDto,
  SmsReportAckDto,
  TwilioStatusReportDto,
} from '../dto/dev-sms.dto.js';
import { SmsRepository } from './sms.repository.js';
import { verifyTwilioSignature } from './twilio-signature.js';

export const SMS_REPORTS_NOT_AVAILABLE = 'Not available';
export const INVALID_TWILIO_SIGNATURE = 'Invalid Twilio signature';

/** The form's fields, each as one string (a repeated field keeps its first value). */
function formOf(request: Request): Record<string, string> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') form[key] = first;
  }
  return form;
}

const required = (form: Record<string, string>, field: string, max: number): string => {
  const value = form[field]?.trim();
  if (!value) throw invalidField(field, `${field} is required`);
  if (value.length > max) throw invalidField(field, `${field} is too long`);
  return value;
};

/**
 * Delivery reports from the SMS providers. Each is recorded on the outbox delivery of the
 * message it names; a report for a message this server does not know is answered the same
 * way, and changes nothing.
 */
@ApiTags('sms')
@ApiServerError()
@Public()
@Controller('sms/reports')
export class SmsReportsController {
  constructor(
    private readonly repository: SmsRepository,
    @Inject(smsConfig.KEY) private readonly sms: ConfigType<typeof smsConfig>,
  ) {}

  /**
   * Africa's Talking's delivery report callback (set it in their dashboard to
   * `<PUBLIC_URL>/api/sms/reports/africastalking`). Only where SMS_PROVIDER=africastalking.
   * They do not sign reports: a report counts only for the message id it names and, when it
   * names a number, only if the message went to that number.
   */
  @Post('africastalking')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: AfricasTalkingReportDto })
  @ApiOkResponse({ description: 'Received', type: SmsReportAckDto })
  @ApiErrors({
    400: ['VALIDATION_FAILED'],
    404: {
      codes: ['NOT_FOUND'],
      description: "SMS are not sent through Africa's Talking here",
      messages: { NOT_FOUND: SMS_REPORTS_NOT_AVAILABLE },
    },
  })
  async receiveAfricasTalkingReport(@Req() request: Request): Promise<SmsReportAckDto> {
    if (this.sms.provider !== 'africastalking') throw notAvailable(SMS_REPORTS_NOT_AVAILABLE);
    const form = formOf(request);
    const id = required(form, 'id', 100);
    const status = required(form, 'status', 40);
    const phone = form.phoneNumber?.trim() || null;
    await this.repository.recordReport({ messageId: id, status, recipient: phone });
    return { received: true };
  }

  /**
   * Twilio's status callback, named in each message's StatusCallback. Only where
   * SMS_PROVIDER=twilio; the X-Twilio-Signature must be Twilio's for the URL called and the
   * fields posted.
   */
  @Post('twilio')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: TwilioStatusReportDto })
  @ApiQuery({
    name: 'delivery',
    required: false,
    description: 'The outbox delivery the message came from, as put in its StatusCallback',
  })
  @ApiHeader({
    name: 'X-Twilio-Signature',
    description: 'base64 HMAC-SHA1 of the URL and the sorted fields, keyed with the auth token',
    required: true,
  })
  @ApiOkResponse({ description: 'Received', type: SmsReportAckDto })
  @ApiErrors({
    400: ['VALIDATION_FAILED'],
    401: {
      codes: ['INVALID_SIGNATURE'],
      description: 'A missing or wrong X-Twilio-Signature',
      messages: { INVALID_SIGNATURE: INVALID_TWILIO_SIGNATURE },
    },
    404: {
      codes: ['NOT_FOUND'],
      description: 'SMS are not sent through Twilio here',
      messages: { NOT_FOUND: SMS_REPORTS_NOT_AVAILABLE },
    },
  })
  async receiveTwilioReport(
    @Req() request: Request,
    @Headers('x-twilio-signature') signature: string | undefined,
    @Query('delivery') delivery: string | undefined,
  ): Promise<SmsReportAckDto> {
    const token = this.sms.twilio.authToken;
    if (this.sms.provider !== 'twilio' || !token) throw notAvailable(SMS_REPORTS_NOT_AVAILABLE);
    const form = formOf(request);
    // The URL Twilio called is the StatusCallback it was given: PUBLIC_URL and this path.
    const url = `${this.sms.callbackBaseUrl.replace(/\/api$/, '')}${request.originalUrl}`;
    if (!verifyTwilioSignature(token, url, form, signature)) {
      throw unauthorized(INVALID_TWILIO_SIGNATURE, 'INVALID_SIGNATURE');
    }
    const sid = required(form, 'MessageSid', 100);
    const status = required(form, 'MessageStatus', 40);
    await this.repository.recordReport({
      messageId: sid,
      status,
      recipient: null,
      deliveryId: delivery && /^[0-9a-f-]{36}$/i.test(delivery) ? delivery : null,
    });
    return { received: true };
  }
}
