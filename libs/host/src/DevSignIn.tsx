import { useState, type FormEvent } from 'react';
import {
  errorText,
  settleSignInRequest,
  useAuth,
  useLogoutMutation,
  useSignInRequest,
} from '@salone/api-client';
import { useLoginMutation } from '@salone/api-client/sign-in';
import { Button, Dialog, TextField } from '@salone/ui';

/**
 * The development host's stand-in for the shell's Sign In dialog: it answers the sign-in
 * requests of the remote's buttons (book, plan a trip), so a remote can be worked on alone.
 */
export function DevSignIn() {
  const { status, user } = useAuth();
  const request = useSignInRequest();
  const [login, { isLoading, error }] = useLoginMutation();
  const [logout] = useLogoutMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await login({ loginDto: { email, password } }).unwrap();
      settleSignInRequest(true);
    } catch {
      // The dialog stays open and shows why.
    }
  };

  return (
    <>
      {status === 'authenticated' ? (
        <>
          <span>Signed in as {user?.firstName}</span>
          <Button size="sm" variant="outline" onClick={() => void logout()}>
            Sign out
          </Button>
        </>
      ) : (
        <span>{status === 'loading' ? 'Checking session…' : 'Signed out'}</span>
      )}
      <Dialog
        open={request !== null}
        onOpenChange={(open) => !open && settleSignInRequest(false)}
        title="Sign In"
        size="sm"
      >
        <form onSubmit={submit}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error ? errorText(error, 'Invalid email or password') : undefined}
          />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
