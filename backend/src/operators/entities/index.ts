import { ListingHoldEntity } from './listing-hold.entity.js';
import { ListingImageEntity } from './listing-image.entity.js';
import { OrganisationInvitationEntity } from './organisation-invitation.entity.js';
import { OrganisationMemberEntity } from './organisation-member.entity.js';
import { OrganisationEntity } from './organisation.entity.js';

export const OPERATOR_ENTITIES = [
  OrganisationEntity,
  OrganisationMemberEntity,
  OrganisationInvitationEntity,
  ListingImageEntity,
  ListingHoldEntity,
];
