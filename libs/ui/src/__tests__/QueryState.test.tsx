import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryError, QueryState, type QueryLike } from '../components/QueryState';
import { renderWithTheme } from '../test-utils';

const idle = { isLoading: false, isError: false };

function show(query: QueryLike<string[]>, extra: { onRetry?: (() => unknown) | false } = {}) {
  return renderWithTheme(
    <QueryState
      query={query}
      loadingLabel="Loading plans"
      errorTitle="Unable to Load Plans"
      errorText="Please try again later."
      isEmpty={(plans) => plans.length === 0}
      empty={<p>No plans yet.</p>}
      {...extra}
    >
      {(plans) => (
        <ul aria-label="Plans">
          {plans.map((plan) => (
            <li key={plan}>{plan}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('announces loading with a spinner when no placeholders are given', () => {
    show({ isLoading: true, isError: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans');
  });

  it('puts placeholders inside a busy status named by the label', () => {
    renderWithTheme(
      <QueryState
        query={{ isLoading: true, isError: false }}
        loadingLabel="Loading plans"
        loading={<span>placeholder</span>}
      >
        {() => null}
      </QueryState>,
    );
    const status = screen.getByRole('status', { name: 'Loading plans' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('placeholder');
  });

  it('hands the status attributes to placeholders given as a function', () => {
    renderWithTheme(
      <QueryState
        query={{ isLoading: true, isError: false }}
        loadingLabel="Loading plans"
        loading={(busy) => (
          <ul {...busy}>
            <li>one</li>
            <li>two</li>
          </ul>
        )}
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading plans' }).children).toHaveLength(2);
  });

  it('counts an answer not yet there as loading', () => {
    show(idle);
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans');
  });

  it("shows an error as an alert whose 'Try Again' refetches", async () => {
    const refetch = jest.fn();
    show({ isLoading: false, isError: true, refetch });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to Load Plans');
    expect(alert).toHaveTextContent('Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when the screen has none', () => {
    show({ isLoading: false, isError: true, refetch: jest.fn() }, { onRetry: false });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('retries with the given function over the query’s refetch', async () => {
    const refetch = jest.fn();
    const retry = jest.fn();
    show({ isLoading: false, isError: true, refetch }, { onRetry: retry });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('shows the empty state, then the data', () => {
    const { rerender } = show({ ...idle, data: [] });
    expect(screen.getByText('No plans yet.')).toBeInTheDocument();
    rerender(
      <QueryState
        query={{ ...idle, data: ['Freetown', 'Bo'] }}
        loadingLabel="Loading plans"
        errorText="Please try again later."
      >
        {(plans) => <p>{plans.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Freetown, Bo')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('QueryError', () => {
  it('is an alert with its text, and a button only when it can retry', () => {
    const { rerender } = renderWithTheme(<QueryError text="The figures could not be loaded." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<QueryError text="The figures could not be loaded." onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
