import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { bookingsConfig } from '../config/configuration.js';
import { appSecret } from '../database/app-secrets/app-secrets.repository.js';
import { VoucherSigner } from './voucher.js';

/**
 * Issues and reads vouchers' QR tokens. The key is VOUCHER_SECRET when set; otherwise a random
 * key made by the first replica that starts and kept in `app_secrets`, so every replica and
 * every restart reads the same tokens (docs/decisions/signed-qr-vouchers.md).
 */
@Injectable()
export class VoucherService implements OnModuleInit {
  private signer: VoucherSigner | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(bookingsConfig.KEY) private readonly config: ConfigType<typeof bookingsConfig>,
  ) {}

  async onModuleInit(): Promise<void> {
    this.signer = new VoucherSigner(await this.key());
  }

  /** The token of a confirmed booking (its nonce is made at confirmation). */
  tokenFor(booking: { id: string; voucherNonce: string | null }): string | null {
    return booking.voucherNonce ? this.ready().issue(booking.id, booking.voucherNonce) : null;
  }

  verify(token: string): { bookingId: string; nonce: string } | null {
    return this.ready().verify(token);
  }

  private ready(): VoucherSigner {
    if (!this.signer) throw new Error('VoucherService used before the module started');
    return this.signer;
  }

  private async key(): Promise<Buffer> {
    if (this.config.voucherSecret) return Buffer.from(this.config.voucherSecret, 'utf8');
    // The first replica's key wins; the others read it.
    return Buffer.from(await appSecret(this.dataSource.manager, 'voucher', randomBytes(32)));
  }
}
