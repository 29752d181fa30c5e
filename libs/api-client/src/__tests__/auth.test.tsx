import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { saloneApi, useAuth } from '../index';

function makeStore() {
  return configureStore({
    reducer: { [saloneApi.reducerPath]: saloneApi.reducer },
    middleware: (getDefault) => getDefault().concat(saloneApi.middleware),
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SIGNED_IN = {
  authenticated: true,
  user: {
    id: '0b7d1c9e-3f7a-4c55-9d1e-5a1f2b3c4d5e',
    firstName: 'Aminata',
    lastName: 'Kamara',
    email: 'aminata@example.com',
    emailVerified: true,
    createdAt: '2026-11-25T10:00:00.000Z',
  },
  roles: [],
};

describe('useAuth', () => {
  let answer: ((response: Response) => void) | undefined;
  let asked = 0;

  beforeEach(() => {
    answer = undefined;
    asked = 0;
    window.fetch = () => {
      asked += 1;
      return new Promise<Response>((resolve) => (answer = resolve));
    };
  });

  it('is loading from the first render, and renders again only when the answer says who it is', async () => {
    const seen: string[] = [];
    function Who() {
      const { status, user } = useAuth();
      seen.push(status);
      return <p>{user ? `${status}: ${user.firstName}` : status}</p>;
    }
    render(
      <Provider store={makeStore()}>
        <Who />
      </Provider>,
    );
    expect(seen).toEqual(['loading']);

    // The request is under way and the store has said so to its subscribers: nothing a caller
    // shows has changed, so nothing is rendered again.
    await act(async () => {
      while (!answer) await wait(5);
      await wait(50);
    });
    expect(asked).toBe(1);
    expect(seen).toEqual(['loading']);

    await act(async () => {
      answer!(
        new Response(JSON.stringify(SIGNED_IN), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
      await wait(50);
    });
    expect(await screen.findByText('authenticated: Aminata')).toBeTruthy();
    expect(seen).toEqual(['loading', 'authenticated']);
  });

  it('says anonymous when the session has no user', async () => {
    function Who() {
      return <p>{useAuth().status}</p>;
    }
    render(
      <Provider store={makeStore()}>
        <Who />
      </Provider>,
    );
    await act(async () => {
      while (!answer) await wait(5);
      answer(
        new Response(JSON.stringify({ authenticated: false, user: null, roles: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
      await wait(50);
    });
    expect(await screen.findByText('anonymous')).toBeTruthy();
  });
});
