import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorText, isApiError } from '@salone/api-client';
import {
  useChangeExchangeRateMutation,
  useGetAdminExchangeRateQuery,
} from '@salone/api-client/partner';
import { formatDateTime, formatRate } from '@salone/format';
import { useT } from '@salone/i18n';
import { Button, QueryError, Skeleton, TextField, toast, useSeo, theme } from '@salone/ui';
import { partnerMessages } from '../../i18n';
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
  const t = useT(partnerMessages);
  useSeo({
    title: t('rate.title'),
    description: t('rate.description'),
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
      setError(t('rate.notANumber'));
      return;
    }
    try {
      const saved = await change({ changeExchangeRateDto: { slePerUsd } }).unwrap();
      setValue('');
      rate.refetch();
      toast({
        title: t('rate.updated'),
        description: t('rate.updatedText', { rate: formatRate(saved.slePerUsd) }),
      });
    } catch (failure) {
      const refusal = rateRefusal(failure);
      if (refusal) setError(refusal);
      else
        toast({
          variant: 'destructive',
          title: t('rate.notChanged'),
          description: errorText(failure, t('common.tryAgain'), t('common.offline')),
        });
    }
  };

  return (
    <PartnerPage nav="admin" title={t('rate.title')} lead={t('rate.lead')}>
      {rate.isError ? (
        <QueryError text={t('rate.error')} onRetry={() => rate.refetch()} />
      ) : !rate.data ? (
        <Skeleton height={96} />
      ) : (
        <StyledFacts aria-label={t('rate.inForce')}>
          <div>
            <dt>{t('rate.inForceTerm')}</dt>
            <dd>{formatRate(rate.data.slePerUsd)}</dd>
          </div>
          <div>
            <dt>{t('rate.setBy')}</dt>
            <dd>
              {rate.data.changedBy && rate.data.changedAt
                ? t('rate.setByWhom', {
                    who: rate.data.changedBy,
                    date: formatDateTime(rate.data.changedAt),
                  })
                : t('rate.setByConfiguration')}
            </dd>
          </div>
        </StyledFacts>
      )}
      <StyledForm noValidate onSubmit={submit}>
        <TextField
          label={t('rate.newRate')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('rate.hint')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
        <Button type="submit" disabled={saving}>
          {saving ? t('rate.saving') : t('rate.save')}
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
