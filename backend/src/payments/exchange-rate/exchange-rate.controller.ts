import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, Public } from '../../auth/index.js';
import { ApiInvalid, ApiServerError } from '../../common/openapi/index.js';
import {
  AdminExchangeRateDto,
  ChangeExchangeRateDto,
  ExchangeRateDto,
  RATE_OUT_OF_BOUNDS,
} from './exchange-rate.dto.js';
import { ExchangeRateService, type RateChanger } from './exchange-rate.service.js';

/** The leone rate for everyone: the web app converts dollar prices with it. */
@ApiTags('payments')
@ApiServerError()
@Public()
@Controller('exchange-rate')
export class ExchangeRateController {
  constructor(private readonly rates: ExchangeRateService) {}

  /**
   * The rate in force: leones (SLE) per US dollar. Shown prices in leones and the charge of
   * the next payment code use it. Cacheable for a minute.
   */
  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ description: 'The current rate', type: ExchangeRateDto })
  getExchangeRate(): Promise<ExchangeRateDto> {
    return this.rates.publicRate();
  }
}

/** The leone rate in the admin console: read it, change it (audited). */
@ApiTags('Admin')
@ApiServerError()
@Authenticated({ role: 'admin' })
@Controller('admin/exchange-rate')
export class AdminExchangeRateController {
  constructor(private readonly rates: ExchangeRateService) {}

  /** The rate in force, and who set it when. */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The current rate', type: AdminExchangeRateDto })
  getAdminExchangeRate(): Promise<AdminExchangeRateDto> {
    return this.rates.adminRate();
  }

  /**
   * Sets the rate: payment codes issued from now on charge at it (codes already issued keep
   * theirs), and leone prices show it. Audited as `exchange_rate.change`.
   */
  @Put()
  @ApiOkResponse({ description: 'The rate now in force', type: AdminExchangeRateDto })
  @ApiInvalid('slePerUsd', RATE_OUT_OF_BOUNDS)
  changeExchangeRate(
    @CurrentUser() user: RateChanger,
    @Body() dto: ChangeExchangeRateDto,
  ): Promise<AdminExchangeRateDto> {
    return this.rates.change(user, dto.slePerUsd);
  }
}
