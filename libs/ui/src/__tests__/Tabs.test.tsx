import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '../components/Tabs';
import { renderWithTheme } from '../test-utils';

const tabs = [
  { id: 'login', label: 'Login', content: <p>Login form</p> },
  { id: 'register', label: 'Register', content: <p>Register form</p> },
  { id: 'help', label: 'Help', content: <p>Help text</p> },
];

describe('Tabs', () => {
  it('exposes tablist, tabs and the selected panel; only the selected tab is a Tab stop', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs label="Account" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    const login = screen.getByRole('tab', { name: 'Login' });
    expect(login).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('tabindex', '-1');

    const panel = screen.getByRole('tabpanel', { name: 'Login' });
    expect(login).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Login form');
    expect(screen.queryByText('Register form')).not.toBeInTheDocument();

    await user.tab();
    expect(login).toHaveFocus();
    expect(login).toHaveAttribute('tabindex', '0');
    await user.tab();
    expect(panel).toHaveFocus();
  });

  it('moves with ArrowRight/ArrowLeft (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderWithTheme(<Tabs label="Account" tabs={tabs} onValueChange={onValueChange} />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const register = screen.getByRole('tab', { name: 'Register' });
    expect(register).toHaveFocus();
    expect(register).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Register form');
    expect(onValueChange).toHaveBeenLastCalledWith('register');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Help' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Help' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects on click and honours defaultValue and a controlled value', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(
      <Tabs label="Account" tabs={tabs} defaultValue="register" />,
    );
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Help' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Help text');

    const onValueChange = jest.fn();
    rerender(<Tabs label="Account" tabs={tabs} value="login" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(onValueChange).toHaveBeenCalledWith('register');
    // Controlled: stays on the value until the parent changes it.
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });
});
