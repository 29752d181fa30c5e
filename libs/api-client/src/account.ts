/**
 * `@salone/api-client/account`: the signed-in traveller's account (their sessions, the
 * password, the export and the deletion of the account), for the dashboard.
 */
import { saloneApi } from '@salone/api-client';
import { generatedAccountApi } from './generated/account-api';

export * from './generated/account-api';

export const accountApi = generatedAccountApi.enhanceEndpoints({
  endpoints: {
    listSessions: { providesTags: ['AccountSession'] },
    revokeSession: { invalidatesTags: (_r, error) => (error ? [] : ['AccountSession']) },
    changePassword: { invalidatesTags: (_r, error) => (error ? [] : ['AccountSession']) },
    endAllSessions: {
      // Signed out here too: the session is known to be over (as after logout).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false)) {
          dispatch(
            saloneApi.util.upsertQueryData('getSession', undefined, {
              authenticated: false,
              user: null,
              roles: [],
            }),
          );
        }
      },
    },
  },
});
