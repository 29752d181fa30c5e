import styled from 'styled-components';
import { isApiError } from '@salone/api-client';
import { useGetOperatorMoneyQuery, type OrganisationDto } from '@salone/api-client/partner';
import { formatUsd } from '@salone/format';
import { useT } from '@salone/i18n';
import { useSearchParams } from '@salone/router';
import {
  QueryError,
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  Select,
  Skeleton,
  useSeo,
  theme,
} from '@salone/ui';
import { partnerMessages } from '../../i18n';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { MoneyChart } from './MoneyChart';
import { addMonths, currentMonth, isMonth, monthName } from './months';

/** Months the picker offers, the current one first. */
const PICKABLE_MONTHS = 24;
/** Months the chart and the table show, ending with the chosen one. */
const SHOWN_MONTHS = 12;

/** `/partner/money`: a month's gross, commission, net due and refunds due (owners only). */
export default function MoneyPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('money.title'),
    description: t('money.description'),
    canonicalPath: '/partner/money',
  });
  return (
    <OrganisationGate title={t('money.title')}>
      {(organisation) => <Money organisation={organisation} />}
    </OrganisationGate>
  );
}

function Money({ organisation }: { organisation: OrganisationDto }) {
  const t = useT(partnerMessages);
  const [params, setParams] = useSearchParams();
  const latest = currentMonth();
  const asked = params.get('month');
  const month = isMonth(asked) && asked <= latest ? asked : latest;
  const choose = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('month', next);
        return copy;
      },
      { replace: true },
    );

  const options = Array.from({ length: PICKABLE_MONTHS }, (_, index) => {
    const value = addMonths(latest, -index);
    return { value, label: monthName(value) };
  });
  if (!options.some((option) => option.value === month)) {
    options.push({ value: month, label: monthName(month) });
  }

  return (
    <PartnerPage nav="partner" title={t('money.title')} lead={organisation.name}>
      {organisation.role !== 'owner' ? (
        <StyledNotice>
          <p>{t('money.ownerOnly')}</p>
        </StyledNotice>
      ) : (
        <>
          <StyledPicker aria-label={t('money.chooseMonth')}>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => choose(addMonths(month, -1))}
            >
              <ChevronLeftIcon size={18} />
              {t('money.previous')}
            </Button>
            <Select
              label={t('money.month')}
              value={month}
              onChange={(event) => choose(event.target.value)}
              options={options}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => choose(addMonths(month, 1))}
              disabled={month >= latest}
            >
              {t('money.next')}
              <ChevronRightIcon size={18} />
            </Button>
          </StyledPicker>
          <Figures orgId={organisation.id} month={month} />
        </>
      )}
    </PartnerPage>
  );
}

function Figures({ orgId, month }: { orgId: number; month: string }) {
  const t = useT(partnerMessages);
  const query = useGetOperatorMoneyQuery({
    orgId,
    from: addMonths(month, -(SHOWN_MONTHS - 1)),
    to: month,
  });

  if (query.isLoading) {
    return (
      <div aria-busy="true" aria-label={t('money.loading')}>
        <Skeleton height={120} radius="lg" />
      </div>
    );
  }
  if (query.isError || !query.data) {
    if (isApiError(query.error) && query.error.status === 403) {
      return (
        <StyledNotice>
          <p>{t('money.ownerOnly')}</p>
        </StyledNotice>
      );
    }
    return <QueryError text={t('money.error')} onRetry={() => query.refetch()} />;
  }

  const months = query.data.months;
  const figures = months.find((entry) => entry.month === month);
  const anything = months.some((entry) => entry.confirmedGross > 0 || entry.refundsDue > 0);

  return (
    <>
      <section aria-labelledby="month-figures" aria-busy={query.isFetching}>
        <h2 id="month-figures">{monthName(month)}</h2>
        {figures ? (
          <>
            <StyledTotals>
              <div>
                <dt>{t('money.gross')}</dt>
                <dd>{formatUsd(figures.confirmedGross)}</dd>
              </div>
              <div>
                <dt>{t('money.commissionPercent', { percent: figures.commissionPercent })}</dt>
                <dd>{formatUsd(figures.commission)}</dd>
              </div>
              <div>
                <dt>{t('money.netDueToYou')}</dt>
                <dd>{formatUsd(figures.netDue)}</dd>
              </div>
              <div>
                <dt>{t('money.refundsDue')}</dt>
                <dd>{formatUsd(figures.refundsDue)}</dd>
              </div>
            </StyledTotals>
            <StyledNote>
              {figures.bookings > 0
                ? t('money.fromBookings', { count: figures.bookings })
                : t('money.noBookings')}{' '}
              {t('money.refundsNote')}
            </StyledNote>
          </>
        ) : (
          <StyledNotice>
            <p>{t('money.noFigures')}</p>
          </StyledNotice>
        )}
      </section>
      <section aria-labelledby="month-history">
        <h2 id="month-history">
          {t('money.range', {
            from: monthName(months[0]?.month ?? month),
            to: monthName(month),
          })}
        </h2>
        {anything ? (
          <MoneyChart months={months} selected={month} />
        ) : (
          <StyledNotice>
            <p>{t('money.nothing')}</p>
          </StyledNotice>
        )}
        {/* Focusable: on a phone the table scrolls sideways, also from the keyboard. */}
        <StyledTableWrap tabIndex={0} role="region" aria-label={t('money.perMonth')}>
          <table>
            <caption>{t('money.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('money.month')}</th>
                <th scope="col">{t('money.bookings')}</th>
                <th scope="col">{t('money.gross')}</th>
                <th scope="col">{t('money.commission')}</th>
                <th scope="col">{t('money.netDue')}</th>
                <th scope="col">{t('money.refundsDue')}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((entry) => (
                <tr key={entry.month} aria-current={entry.month === month ? 'true' : undefined}>
                  <th scope="row">{monthName(entry.month)}</th>
                  <td>{entry.bookings}</td>
                  <td>{formatUsd(entry.confirmedGross)}</td>
                  <td>{formatUsd(entry.commission)}</td>
                  <td>{formatUsd(entry.netDue)}</td>
                  <td>{formatUsd(entry.refundsDue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </StyledTableWrap>
      </section>
    </>
  );
}

const StyledPicker = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space[3]}px;
  align-items: end;

  ${theme.media.sm} {
    grid-template-columns: auto minmax(0, 16rem) auto;
  }
`;

const StyledTotals = styled.dl`
  margin: ${theme.space[3]}px 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]}px;

  ${theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  > div {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    padding: ${theme.space[3]}px ${theme.space[4]}px;
  }

  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: ${theme.space[1]}px 0 0;
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** The table scrolls sideways on a phone instead of squeezing its six columns. */
const StyledTableWrap = styled.div`
  margin-top: ${theme.space[4]}px;
  overflow-x: auto;

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${theme.fontSizes.sm};
  }

  caption {
    text-align: left;
    padding-bottom: ${theme.space[2]}px;
    color: ${theme.colors.textMuted};
  }

  th,
  td {
    padding: ${theme.space[2]}px;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }

  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }

  tr[aria-current='true'] {
    background: ${theme.colors.primarySoft};
    font-weight: ${theme.fontWeights.semibold};
  }
`;
