import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Checkbox } from '../fields/Checkbox';
import { CheckboxGroup } from '../fields/CheckboxGroup';
import { FileField } from '../fields/FileField';
import { RadioGroup } from '../fields/RadioGroup';
import { Select } from '../fields/Select';
import { TextArea } from '../fields/TextArea';
import { TextField } from '../fields/TextField';
import { renderWithTheme } from '../test-utils';

describe('TextField', () => {
  it('links its label, spreads input props and forwards ref', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    renderWithTheme(
      <TextField label="Email" type="email" name="email" ref={ref} onChange={onChange} />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'a@b.sl');
    expect(onChange).toHaveBeenCalled();
    expect(input).toHaveValue('a@b.sl');
  });

  it('exposes the error as accessible description and marks the input invalid', () => {
    renderWithTheme(
      <TextField label="Password" type="password" hint="At least 6 characters" error="Too short" />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 6 characters Too short');
    expect(screen.getByText('Too short').id).toBe(`${input.id}-error`);
  });

  it('uses a given id, keeps the label text clean when required', () => {
    renderWithTheme(<TextField label="Phone" id="phone" required />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('id', 'phone');
    expect(input).toBeRequired();
    expect(screen.getByLabelText('Phone')).toBe(input);
  });

  it('works with a register()-style callback ref and uncontrolled onChange', async () => {
    const user = userEvent.setup();
    const elements: Array<HTMLInputElement | null> = [];
    renderWithTheme(<TextField label="Name" name="name" ref={(el) => void elements.push(el)} />);
    await user.type(screen.getByLabelText('Name'), 'Aminata');
    expect(elements[0]).toBeInstanceOf(HTMLInputElement);
    expect(elements[0]?.value).toBe('Aminata');
  });
});

describe('TextArea, Select and FileField', () => {
  it('TextArea: label, ref and error description', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithTheme(<TextArea label="Message" ref={ref} error="Please write a message" />);
    const textarea = screen.getByLabelText('Message');
    expect(textarea).toBe(ref.current);
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Please write a message');
  });

  it('Select: native options with a placeholder, ref and error', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLSelectElement>();
    renderWithTheme(
      <Select
        label="Room type"
        ref={ref}
        placeholder="Choose a room"
        options={[
          { value: 'std', label: 'Standard' },
          { value: 'ste', label: 'Suite', disabled: true },
        ]}
        error="Please select a room type"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Room type' });
    expect(select).toBe(ref.current);
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('option', { name: 'Suite' })).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Please select a room type');
    await user.selectOptions(select, 'std');
    expect(select).toHaveValue('std');
  });

  it("FileField: a labelled file input with accept, for a driver's license", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(
      <FileField
        label="Driver's license"
        accept=".pdf,.png"
        ref={ref}
        hint="PDF or PNG, 5MB max"
      />,
    );
    const input = screen.getByLabelText("Driver's license") as HTMLInputElement;
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.png');
    expect(input).toHaveAccessibleDescription('PDF or PNG, 5MB max');
    await user.upload(input, new File(['x'], 'license.png', { type: 'image/png' }));
    expect(input.files?.[0]?.name).toBe('license.png');
  });
});

describe('RadioGroup', () => {
  function TourType({ error }: { error?: string }) {
    const [value, setValue] = useState('shared');
    return (
      <RadioGroup
        legend="Tour type"
        name="tourType"
        value={value}
        onChange={setValue}
        error={error}
        options={[
          { value: 'shared', label: 'Shared', description: 'Join a group' },
          { value: 'private', label: 'Private' },
        ]}
      />
    );
  }

  it('is a labelled group of native radios that reports changes', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TourType />);
    expect(screen.getByRole('group', { name: 'Tour type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Shared' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Shared' })).toHaveAccessibleDescription(
      'Join a group',
    );
    await user.click(screen.getByRole('radio', { name: 'Private' }));
    expect(screen.getByRole('radio', { name: 'Private' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Shared' })).not.toBeChecked();
  });

  it('describes the group with its error', () => {
    renderWithTheme(<TourType error="Please choose a tour type" />);
    expect(screen.getByRole('group', { name: 'Tour type' })).toHaveAccessibleDescription(
      'Please choose a tour type',
    );
    expect(screen.getByRole('radio', { name: 'Private' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Checkbox and CheckboxGroup', () => {
  it('Checkbox: label, ref, error and change', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<Checkbox label="I need a driver" ref={ref} error="Required" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I need a driver' });
    expect(checkbox).toBe(ref.current);
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Required');
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
  });

  it('CheckboxGroup: toggles values in option order', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(
      <CheckboxGroup
        legend="Amenities"
        value={['pool']}
        onChange={onChange}
        error="Pick at least one"
        options={[
          { value: 'wifi', label: 'Wi-Fi' },
          { value: 'pool', label: 'Pool' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Amenities' })).toHaveAccessibleDescription(
      'Pick at least one',
    );
    expect(screen.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
    expect(onChange).toHaveBeenLastCalledWith(['wifi', 'pool']);
    await user.click(screen.getByRole('checkbox', { name: 'Pool' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
