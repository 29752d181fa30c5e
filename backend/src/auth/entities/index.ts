import { AccountTokenEntity } from './account-token.entity.js';
import { PhoneCodeEntity } from './phone-code.entity.js';
import { SessionEntity } from './session.entity.js';
import { UserEntity } from './user.entity.js';

export const AUTH_ENTITIES = [UserEntity, SessionEntity, AccountTokenEntity, PhoneCodeEntity];
