import { PHONE_MESSAGE } from '@salone/booking-rules';
import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { notAvailable } from '../common/errors/domain.exception.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { Authenticated, CurrentUser, Public, type UserEntity } from '../auth/index.js';
import { ApiErrors, ApiServerError } from '../common/openapi/index.js';
import {
  CreateMonimePaymentDto,
  PaymentResponseDto,
  SandboxCompletionDto,
  WebhookAckDto,
} from './dto/payment.dto.js';
import {
  amountMismatch,
  INVALID_SIGNATURE,
  PAYMENT_CODE_EXPIRED,
  PAYMENT_NOT_FOUND,
  SANDBOX_NOT_AVAILABLE,
} from './payments.errors.js';
import { PaymentsService } from './payments.service.js';
import { PROVIDER_UNAVAILABLE } from './providers/payment-provider.js';
import { SANDBOX_TOKEN_HEADER, SandboxLinkService } from './sandbox-link.js';

@ApiTags('payments')
@ApiServerError()
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly sandboxLink: SandboxLinkService,
  ) {}

  /**
   * Issues the USSD mobile-money code that pays a booking of the signed-in user (Orange
   * Money or Afrimoney, charged in leones at the configured rate). Asking again while the
   * code is live returns the same code. The amount charged is the booking's own total.
   */
  @Post('monime')
  @Authenticated({ via: 'session-or-key' })
  @ApiCreatedResponse({
    description: 'The live payment code of the booking',
    type: PaymentResponseDto,
  })
  @ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED'],
      messages: { VALIDATION_FAILED: PHONE_MESSAGE },
    },
    403: ['CSRF'],
    404: {
      codes: ['NOT_FOUND'],
      description: "Unknown booking, or another user's",
      messages: { NOT_FOUND: 'Booking not found' },
    },
    409: {
      codes: ['AMOUNT_MISMATCH', 'BOOKING_PAID', 'HOLD_EXPIRED', 'BOOKING_NOT_PAYABLE'],
      description:
        "The amount differs from the booking's total, the booking is already paid, or it can no longer be paid",
      messages: { AMOUNT_MISMATCH: amountMismatch(29000) },
    },
    502: {
      codes: ['PAYMENT_PROVIDER_UNAVAILABLE'],
      description: 'The mobile-money provider failed',
      messages: { PAYMENT_PROVIDER_UNAVAILABLE: PROVIDER_UNAVAILABLE },
    },
  })
  createMonimePayment(
    @Body() dto: CreateMonimePaymentDto,
    @CurrentUser() user: UserEntity,
  ): Promise<PaymentResponseDto> {
    return this.payments.createForBooking(user, dto);
  }

  /**
   * One payment of the signed-in user, its status brought up to date (asked of the
   * provider while pending; expired once its time has passed).
   */
  @Get(':id')
  @Authenticated({ via: 'session-or-key' })
  @ApiOkResponse({ description: 'The payment', type: PaymentResponseDto })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: "Unknown or malformed id, or another user's",
      messages: { NOT_FOUND: PAYMENT_NOT_FOUND },
    },
  })
  getPayment(
    @Param('id', new ParseIdPipe('Payment', 'uuid')) id: string,
    @CurrentUser() user: UserEntity,
  ): Promise<PaymentResponseDto> {
    return this.payments.findForUser(user, id);
  }

  /**
   * Sandbox only (no Monime credentials configured): pays the code as if the phone had
   * approved it, and confirms the booking. Idempotent.
   */
  @Post('sandbox/:id/complete')
  @HttpCode(200)
  @Authenticated({ via: 'session-or-key' })
  @ApiOkResponse({ description: 'The completed payment', type: PaymentResponseDto })
  @ApiErrors({
    403: ['CSRF'],
    404: {
      codes: ['NOT_FOUND'],
      description: "Unknown payment, another user's, or the sandbox is off",
      messages: { NOT_FOUND: PAYMENT_NOT_FOUND },
    },
    409: {
      codes: ['PAYMENT_EXPIRED', 'PAYMENT_CLOSED', 'BOOKING_NOT_PAYABLE'],
      description: 'The code expired or was closed',
      messages: { PAYMENT_EXPIRED: PAYMENT_CODE_EXPIRED },
    },
  })
  completeSandboxPayment(
    @Param('id', new ParseIdPipe('Payment', 'uuid')) id: string,
    @CurrentUser() user: UserEntity,
  ): Promise<PaymentResponseDto> {
    return this.payments.completeSandbox(user, id);
  }

  /**
   * Sandbox only, for `npm run payment:complete` on the machine that runs the app: pays the
   * latest code of the booking with this reference (or the payment with this id) and confirms
   * the booking. Public, authenticated by the `Sandbox-Token` the running app wrote beside its
   * data directory; 404 without it, in production and with Monime. Idempotent.
   */
  @Post('sandbox/by-reference/:reference/complete')
  @Public()
  @HttpCode(200)
  @ApiHeader({
    name: SANDBOX_TOKEN_HEADER,
    description: 'The token of the running app’s link file (`<PGLITE_DIR>.app.json`)',
    required: true,
  })
  @ApiOkResponse({ description: 'Paid', type: SandboxCompletionDto })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such booking or payment, a wrong token, or the sandbox link is off',
      messages: { NOT_FOUND: SANDBOX_NOT_AVAILABLE },
    },
    409: {
      codes: ['PAYMENT_EXPIRED', 'PAYMENT_CLOSED', 'BOOKING_NOT_PAYABLE'],
      description: 'The code expired or was closed',
      messages: { PAYMENT_EXPIRED: PAYMENT_CODE_EXPIRED },
    },
  })
  async completeSandboxByReference(
    @Param('reference') reference: string,
    @Headers('sandbox-token') token: string | undefined,
  ): Promise<SandboxCompletionDto> {
    if (!this.sandboxLink.accepts(token)) throw notAvailable(SANDBOX_NOT_AVAILABLE);
    const { payment, booking } = await this.payments.completeFromCli(reference);
    return {
      reference: booking.reference,
      bookingStatus: booking.status,
      paymentId: payment.id,
      paymentStatus: payment.status,
    };
  }

  /**
   * Monime's webhook. Public, authenticated by the `Monime-Signature` header (HMAC-SHA256
   * over `{t}_{raw body}`, at most 300 s old). Each event id is handled once; a payment is
   * confirmed only after Monime, asked again, says its code is completed.
   */
  @Post('webhooks/monime')
  @Public()
  @HttpCode(200)
  @ApiHeader({
    name: 'Monime-Signature',
    description: '`t=<unix seconds>,v1=<base64 HMAC-SHA256>`',
    required: true,
  })
  @ApiOkResponse({ description: 'Received (or already received)', type: WebhookAckDto })
  @ApiErrors({
    400: ['INVALID_EVENT', 'VALIDATION_FAILED'],
    415: ['UNSUPPORTED_MEDIA_TYPE'],
    401: {
      codes: ['INVALID_SIGNATURE'],
      description: 'Bad, missing or stale signature',
      messages: { INVALID_SIGNATURE: INVALID_SIGNATURE },
    },
    404: {
      codes: ['NOT_FOUND'],
      description: 'No webhook secret is configured',
      messages: { NOT_FOUND: 'Not available' },
    },
    502: {
      codes: ['PAYMENT_PROVIDER_UNAVAILABLE'],
      description: 'Monime could not be asked again',
      messages: { PAYMENT_PROVIDER_UNAVAILABLE: PROVIDER_UNAVAILABLE },
    },
  })
  receiveMonimeWebhook(
    @Req() request: RawBodyRequest<Request>,
    @Headers('monime-signature') signature: string | undefined,
  ): Promise<WebhookAckDto> {
    return this.payments.handleMonimeWebhook(request.rawBody, signature);
  }
}
