import { generatedSessionApi } from './generated/session-api';
import { TAG_TYPES, type TagType } from './base-api';

export { TAG_TYPES, type TagType };

/**
 * The session's endpoints (who is signed in, signing out, the home page's content, the contact
 * form), with the tags they provide. The shell needs them at start-up; every other area is an
 * entry of its own (`@salone/api-client/catalogue`, ...) that injects into the same slice.
 */
export const saloneApi = generatedSessionApi.enhanceEndpoints({
  endpoints: {
    getCurrentUser: { providesTags: ['User'] },
    getSession: { providesTags: ['User'] },
    logout: {
      // The session is known to be over: it is written into the cache, not asked again, and
      // nothing of the account is fetched again (that would only answer 401). Screens that
      // need an account stop asking for its data as soon as the session says visitor; the
      // next sign-in refreshes (or drops) what the cache still holds of the last one.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          generatedSessionApi.util.upsertQueryData('getSession', undefined, {
            authenticated: false,
            user: null,
            roles: [],
          }),
        );
      },
    },
    listServiceContent: { providesTags: ['Content'] },
  },
});
