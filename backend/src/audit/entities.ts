import { AuditLogEntity } from './audit-log.entity.js';

export const AUDIT_ENTITIES = [AuditLogEntity];
