import { Suspense, type ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPart } from '../components/lazyPart';

/** A loader the test resolves or rejects by hand, counting its calls. */
function controlledLoader() {
  const calls: Array<{ resolve(): void; reject(error: Error): void }> = [];
  const load = () =>
    new Promise<(props: { name: string }) => ReactElement>((resolve, reject) => {
      calls.push({
        resolve: () => resolve(({ name }) => <p>Hello {name}</p>),
        reject,
      });
    });
  return { load, calls };
}

type Part = ReturnType<typeof lazyPart<{ name: string }>>;

function Host({ part, wanted }: { part: Part; wanted: boolean }) {
  return (
    <div data-testid="host">
      <part.Deferred when={wanted} name="Aminata" />
    </div>
  );
}

describe('lazyPart', () => {
  it('loads only once wanted, renders nothing until then, then at once', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyPart(load);
    const { rerender } = render(<Host part={part} wanted={false} />);
    expect(calls).toHaveLength(0);

    rerender(<Host part={part} wanted />);
    expect(calls).toHaveLength(1);
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();

    await act(async () => calls[0].resolve());
    expect(screen.getByText('Hello Aminata')).toBeInTheDocument();

    // A second user of the part renders at once, without loading again.
    render(<Host part={part} wanted={false} />);
    expect(screen.getAllByText('Hello Aminata')).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  it('logs a failed load and tries again the next time', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, calls } = controlledLoader();
    const part = lazyPart(load);
    const { unmount } = render(<Host part={part} wanted />);
    await act(async () => calls[0].reject(new Error('offline')));
    expect(errors).toHaveBeenCalledWith(
      'A part of the page could not be loaded',
      expect.any(Error),
    );
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
    unmount();

    render(<Host part={part} wanted />);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve());
    expect(screen.getByText('Hello Aminata')).toBeInTheDocument();
    errors.mockRestore();
  });

  it('shares one load between preload() and the component', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyPart(load);
    const preloaded = part.preload();
    render(<Host part={part} wanted />);
    expect(calls).toHaveLength(1);
    await act(async () => {
      calls[0].resolve();
      await preloaded;
    });
    expect(screen.getByText('Hello Aminata')).toBeInTheDocument();
  });

  it('suspends a first render until the code is there, then renders without waiting', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyPart(load);
    const Page = () => <part.Suspended name="Fatmata" />;
    // A suspending render must happen in an awaited act() for React to retry it in a test.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading page</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(async () => calls[0].resolve());
    expect(screen.getByText('Hello Fatmata')).toBeInTheDocument();

    render(<Page />);
    expect(screen.getAllByText('Hello Fatmata')).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });
});
