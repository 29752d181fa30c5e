import { useState, type FormEvent } from 'react';
import {
  settleSignInRequest,
  useAuth,
  useLoginMutation,
  useSignInRequest,
} from '@salone/api-client';
import { Button, Dialog, TextField } from '@salone/ui';

/**
 * The development host's stand-in for the shell's Sign In dialog: answers sign-in requests
 * from the booking buttons so the remote can be worked on alone.
 */
export function DevSignIn() {
  const { status, user } = useAuth();
  const request = useSignInRequest();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await login({ loginDto: { email, password } }).unwrap();
      settleSignInRequest(true);
    } catch {
      // stays open; the API answered why
    }
  };

  return (
    <>
      <span>{status === 'authenticated' ? `Signed in as ${user?.firstName}` : 'Signed out'}</span>
      <Dialog
        open={request !== null}
        onOpenChange={(open) => !open && settleSignInRequest(false)}
        title="Sign In"
      >
        <form onSubmit={submit}>
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" disabled={isLoading}>
            Sign In
          </Button>
        </form>
      </Dialog>
    </>
  );
}
