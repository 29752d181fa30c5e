export { AuditModule } from './audit.module.js';
export { AuditService } from './audit.service.js';
export type { AuditActor } from './audit.service.js';
export type { AuditLogEntity } from './audit-log.entity.js';
export { readAuditLog, withOrganisationNames } from './audit-log.repository.js';
export type { AuditEntry, AuditLogFilter } from './audit-log.repository.js';
export { AuditEntryDto, AuditEntryPageDto } from './audit-entry.dto.js';
