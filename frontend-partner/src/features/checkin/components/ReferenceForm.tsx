import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { z } from 'zod';
import { useMemo } from 'react';
import { useT, type Translate } from '@salone/i18n';
import { Button, TextField, theme } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../../i18n';

/** The server's form of a reference and its message (CheckInDto), so the form says the same. */
const referenceSchema = (t: Translate<PartnerKey>) =>
  z.object({
    reference: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^SL-[0-9A-Z]{6}$/, t('checkIn.referenceRule')),
  });

type ReferenceSchema = ReturnType<typeof referenceSchema>;
type ReferenceValues = z.input<ReferenceSchema>;

/** Typing the booking reference: the way in when there is no camera or the code will not read. */
export function ReferenceForm({
  onSubmit,
  pending,
}: {
  onSubmit(reference: string): Promise<boolean>;
  pending: boolean;
}) {
  const t = useT(partnerMessages);
  const schema = useMemo(() => referenceSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReferenceValues, unknown, z.output<ReferenceSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { reference: '' },
  });
  const submit = handleSubmit(async ({ reference }) => {
    if (pending) return;
    if (await onSubmit(reference)) reset();
  });
  return (
    <StyledForm onSubmit={submit} noValidate aria-labelledby="reference-heading">
      <h2 id="reference-heading">{t('checkIn.typeReference')}</h2>
      <TextField
        label={t('checkIn.reference')}
        placeholder="SL-7K3Q9D"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        hint={t('checkIn.referenceHint')}
        error={errors.reference?.message}
        {...register('reference')}
      />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t('checkIn.checkingIn') : t('checkIn.checkIn')}
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
