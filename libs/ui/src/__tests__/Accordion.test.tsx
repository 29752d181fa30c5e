import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from '../components/Accordion';
import { renderWithTheme } from '../test-utils';

const items = [
  { id: 'cancel', title: 'Can I cancel?', content: 'Hotels: free up to 24h before check-in.' },
  { id: 'pay', title: 'How do I pay?', content: 'With mobile money via a USSD code.' },
];

describe('Accordion', () => {
  it('renders header buttons inside h3 headings, collapsed by default', () => {
    renderWithTheme(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'Can I cancel?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 3, name: 'Can I cancel?' })).toContainElement(
      button,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('expands and collapses, with a region labelled by its header', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'Can I cancel?' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Can I cancel?' });
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('free up to 24h');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps one panel open unless multiple is set', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithTheme(<Accordion items={items} defaultOpen={['cancel']} />);
    await user.click(screen.getByRole('button', { name: 'How do I pay?' }));
    expect(screen.getByRole('button', { name: 'Can I cancel?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    unmount();

    renderWithTheme(<Accordion items={items} multiple defaultOpen={['cancel']} />);
    await user.click(screen.getByRole('button', { name: 'How do I pay?' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
