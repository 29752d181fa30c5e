import { Global, Module } from '@nestjs/common';
import { AuditService } from './audit.service.js';

/** The audit log writer, available to every module (operators, admin, bookings). */
@Global()
@Module({ providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
