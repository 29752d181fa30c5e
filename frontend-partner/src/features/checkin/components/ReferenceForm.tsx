import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, TextField, theme } from '@salone/ui';

/** The server's form of a reference and its message (CheckInDto), so the form says the same. */
const referenceSchema = z.object({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^SL-[0-9A-Z]{6}$/, 'A reference looks like SL-7K3Q9D'),
});

type ReferenceValues = z.input<typeof referenceSchema>;

/** Typing the booking reference: the way in when there is no camera or the code will not read. */
export function ReferenceForm({
  onSubmit,
  pending,
}: {
  onSubmit(reference: string): Promise<boolean>;
  pending: boolean;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReferenceValues, unknown, z.output<typeof referenceSchema>>({
    resolver: zodResolver(referenceSchema),
    defaultValues: { reference: '' },
  });
  const submit = handleSubmit(async ({ reference }) => {
    if (pending) return;
    if (await onSubmit(reference)) reset();
  });
  return (
    <StyledForm onSubmit={submit} noValidate aria-labelledby="reference-heading">
      <h2 id="reference-heading">Type the reference</h2>
      <TextField
        label="Booking reference"
        placeholder="SL-7K3Q9D"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        hint="It is on the traveller’s voucher"
        error={errors.reference?.message}
        {...register('reference')}
      />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Checking in…' : 'Check in'}
      </Button>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]}px;
  max-width: 420px;

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  > div {
    align-self: stretch;
  }
`;
