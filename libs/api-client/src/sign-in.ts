/**
 * `@salone/api-client/sign-in`: signing in and up, the password reset and the e-mail
 * verification. Their forms and dialogs load it; a page that only shows who is signed in does
 * not.
 */
import { generatedSignInApi } from './generated/sign-in-api';

export * from './generated/sign-in-api';

export const signInApi = generatedSignInApi.enhanceEndpoints({
  endpoints: {
    login: { invalidatesTags: ['User', 'Booking', 'AccountSession'] },
    signInWithPhone: { invalidatesTags: ['User', 'Booking', 'AccountSession'] },
    verifyAddedPhone: { invalidatesTags: (_r, error) => (error ? [] : ['User']) },
    addEmail: { invalidatesTags: (_r, error) => (error ? [] : ['User']) },
    // Following the link changes `emailVerified` of the signed-in user, if it is theirs.
    verifyEmail: { invalidatesTags: (_r, error) => (error ? [] : ['User']) },
  },
});
