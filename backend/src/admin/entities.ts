import { AuditLogEntity } from './audit/audit-log.entity.js';

export const ADMIN_ENTITIES = [AuditLogEntity];
