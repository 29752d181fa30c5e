/** What other modules may use of the auth module. */
export { EMAIL_NOT_VERIFIED } from './account-security.service.js';
export { AuthModule } from './auth.module.js';
export { AuthService, toUserDto } from './auth.service.js';
export { Authenticated, Public, RemembersLocale } from './authenticated.decorator.js';
export {
  API_KEY_SCOPES,
  API_KEY_AUTHENTICATOR,
  KEY_NOT_ALLOWED,
  ORGANISATION_ACCESS,
  ORGANISATION_MEMBERS,
  ORGANISATION_NOT_FOUND,
  OWNER_ONLY,
} from './authentication.js';
export type { ApiKeyScope, OrganisationAccess, OrganisationMembers } from './authentication.js';
export { CurrentUser } from './current-user.decorator.js';
export { CurrentMembership } from './membership.js';
export type { Membership, MemberRequest } from './membership.js';
export { UserDto } from './dto/auth.dto.js';
export { accountContact } from './entities/user.entity.js';
export type { UserEntity } from './entities/user.entity.js';
export { CROSS_SITE_REFUSED } from './same-origin.middleware.js';
export { SESSION_COOKIE, readBearerToken, sessionCookieOptions } from './session.js';
export type { AuthenticatedRequest, VerifiedApiKey } from './session.js';
export { findAccountAddress } from './users.repository.js';
export { UserDirectory } from './user-directory.js';
export { PhoneAccountsService, CODE_NOT_VALID, WRONG_CODE } from './phone-accounts.service.js';
export { CODE_FORMAT } from './dto/phone.dto.js';
