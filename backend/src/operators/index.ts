export { OrganisationsRepository } from './organisations.repository.js';
export { AdminOrganisationDto, ReasonDto } from './dto/organisation.dto.js';
export { ORGANISATION_STATUSES } from './entities/organisation.entity.js';
export type {
  OrganisationEntity,
  OrganisationStatus,
  ServiceKind,
} from './entities/organisation.entity.js';
export { toOrganisationDto } from './organisations.service.js';
