import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorText, isApiError } from '@salone/api-client';
import {
  useChangeExchangeRateMutation,
  useGetAdminExchangeRateQuery,
} from '@salone/api-client/partner';
import { formatDateTime, formatRate } from '@salone/format';
import { Button, QueryError, Skeleton, TextField, toast, useSeo, theme } from '@salone/ui';
import { PartnerPage, StyledFacts } from '../../shared/layout';

/** The field's own refusal in the server's words (`details: [{field, message}]`), if any. */
function rateRefusal(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const details = (error.data as { details?: { field?: string; message?: string }[] } | undefined)
    ?.details;
  return details?.find((detail) => detail.field === 'slePerUsd')?.message;
}

/**
 * `/admin/exchange-rate`: the leone rate every leone price and every new payment code uses
 * (docs/decisions/exchange-rate-as-data.md). Changed here without a deploy; each change is
 * in the audit log.
 */
export default function ExchangeRatePage() {
  useSeo({
    title: 'Leone rate',
    description: 'The rate leone prices and payments use.',
    canonicalPath: '/admin/exchange-rate',
  });
  const rate = useGetAdminExchangeRateQuery();
  const [change, { isLoading: saving }] = useChangeExchangeRateMutation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const slePerUsd = Number(value.trim().replace(',', '.'));
    if (value.trim() === '' || !Number.isFinite(slePerUsd)) {
      setError('Enter the rate as a number of leones, like 22.50');
      return;
    }
    try {
      const saved = await change({ changeExchangeRateDto: { slePerUsd } }).unwrap();
      setValue('');
      rate.refetch();
      toast({ title: 'Rate updated', description: `${formatRate(saved.slePerUsd)} from now on.` });
    } catch (failure) {
      const refusal = rateRefusal(failure);
      if (refusal) setError(refusal);
      else
        toast({
          variant: 'destructive',
          title: 'The rate was not changed',
          description: errorText(failure, 'Please try again.', 'Unable to connect to server'),
        });
    }
  };

  return (
    <PartnerPage
      nav="admin"
      title="Leone rate"
      lead="Prices shown in leones and every new payment code use this rate. Codes already issued keep theirs."
    >
      {rate.isError ? (
        <QueryError text="The rate could not be loaded." onRetry={() => rate.refetch()} />
      ) : !rate.data ? (
        <Skeleton height={96} />
      ) : (
        <StyledFacts aria-label="Rate in force">
          <div>
            <dt>In force</dt>
            <dd>{formatRate(rate.data.slePerUsd)}</dd>
          </div>
          <div>
            <dt>Set by</dt>
            <dd>
              {rate.data.changedBy && rate.data.changedAt
                ? `${rate.data.changedBy}, ${formatDateTime(rate.data.changedAt)} GMT`
                : 'The configuration (SLE_PER_USD)'}
            </dd>
          </div>
        </StyledFacts>
      )}
      <StyledForm noValidate onSubmit={submit}>
        <TextField
          label="New rate: leones per US dollar"
          inputMode="decimal"
          autoComplete="off"
          hint="From 1 to 1000, at most two decimals"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Rate'}
        </Button>
      </StyledForm>
    </PartnerPage>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  max-width: 360px;
`;
