import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import type { OrganisationDto } from '@salone/api-client/partner';
import { formatTime } from '@salone/format';
import { QueryError, Badge, Button, Skeleton, toast, useSeo, WifiIcon, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { partnerMessages } from '../../i18n';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { STAGE } from '../bookings/bookingText';
import { CheckInResult } from './components/CheckInResult';
import { ReferenceForm } from './components/ReferenceForm';
import { Scanner } from './components/Scanner';
import { useCheckInDesk, type CheckInInput, type CheckInOutcome } from './useCheckInDesk';

/** `/partner/check-in`: check travellers in by their voucher's QR code or their reference. */
export default function CheckInPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('checkIn.title'),
    description: t('checkIn.description'),
    canonicalPath: '/partner/check-in',
  });
  return (
    <OrganisationGate title={t('checkIn.title')}>
      {(organisation) => <CheckInDesk organisation={organisation} />}
    </OrganisationGate>
  );
}

function CheckInDesk({ organisation }: { organisation: OrganisationDto }) {
  const t = useT(partnerMessages);
  const desk = useCheckInDesk(organisation.id);
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const { checkIn } = desk;

  const run = useCallback(
    async (input: CheckInInput): Promise<boolean> => {
      if (pendingRef.current) return false;
      pendingRef.current = true;
      setPending(true);
      let result: CheckInOutcome;
      try {
        result = await checkIn(input);
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
      setOutcome(result);
      if (result.kind === 'checked-in') {
        toast({
          title: result.queued ? t('checkIn.checkedInSync') : t('checkIn.checkedIn'),
          description: t('checkIn.who', { name: result.customerName, reference: result.reference }),
        });
      } else {
        toast({ variant: 'destructive', title: result.title, description: result.reason });
      }
      return result.kind === 'checked-in';
    },
    [checkIn, t],
  );

  const onCode = useCallback((token: string) => void run({ token }), [run]);

  return (
    <PartnerPage nav="partner" title={t('checkIn.title')} lead={t('checkIn.lead')}>
      <StyledStatus aria-label={t('checkIn.connection')}>
        <p>
          <WifiIcon size={20} />
          {desk.online ? t('checkIn.online') : t('checkIn.offline')}
        </p>
        <p>
          {desk.queue.length === 0
            ? t('checkIn.nothingWaiting')
            : t('checkIn.waiting', { count: desk.queue.length })}
          {desk.syncing ? t('checkIn.syncingNote') : ''}
        </p>
        {desk.queue.length > 0 && desk.online ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void desk.sync()}
            disabled={desk.syncing}
          >
            {desk.syncing ? t('checkIn.syncing') : t('checkIn.syncNow')}
          </Button>
        ) : null}
      </StyledStatus>

      <CheckInResult outcome={outcome} pending={pending} />

      {desk.problems.length > 0 ? (
        <StyledNotice $tone="danger" aria-labelledby="problems-heading">
          <h2 id="problems-heading">{t('checkIn.refusedTitle')}</h2>
          <p>{t('checkIn.refusedText')}</p>
          <ul>
            {desk.problems.map((problem) => (
              <li key={`${problem.reference}-${problem.checkedInAt}`}>
                {t.rich('checkIn.refusedItem', {
                  name: problem.customerName,
                  reference: problem.reference,
                  time: formatTime(problem.checkedInAt),
                  message: problem.message,
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </li>
            ))}
          </ul>
          <Button type="button" variant="outline" onClick={desk.clearProblems}>
            {t('checkIn.clear')}
          </Button>
        </StyledNotice>
      ) : null}

      <StyledColumns>
        <Scanner onCode={onCode} paused={pending} />
        <ReferenceForm onSubmit={(reference) => run({ reference })} pending={pending} />
      </StyledColumns>

      <ArrivalsList desk={desk} />
    </PartnerPage>
  );
}

function ArrivalsList({ desk }: { desk: ReturnType<typeof useCheckInDesk> }) {
  const t = useT(partnerMessages);
  const heading = <h2 id="arrivals-heading">{t('checkIn.arrivals')}</h2>;
  if (desk.arrivalsLoading) {
    return (
      <section aria-labelledby="arrivals-heading">
        {heading}
        <Skeleton height={120} radius="lg" />
      </section>
    );
  }
  if (desk.arrivalsFailed || !desk.list) {
    return (
      <section aria-labelledby="arrivals-heading">
        {heading}
        <QueryError
          text={desk.online ? t('checkIn.arrivalsError') : t('checkIn.arrivalsOffline')}
          onRetry={desk.retryArrivals}
        />
      </section>
    );
  }
  const { arrivals, generatedAt } = desk.list;
  const expected = arrivals.filter((arrival) => arrival.stage !== 'checked_in').length;
  return (
    <StyledArrivals aria-labelledby="arrivals-heading">
      {heading}
      <p>{t('checkIn.stillExpected', { count: expected, time: formatTime(generatedAt) })}</p>
      {arrivals.length === 0 ? (
        <StyledNotice>
          <p>{t('checkIn.noArrivals')}</p>
        </StyledNotice>
      ) : (
        <ul aria-labelledby="arrivals-heading">
          {arrivals.map((arrival) => (
            <li key={arrival.id}>
              <div>
                <strong>{arrival.customerName}</strong>
                <span>
                  {arrival.reference} · {arrival.serviceName}
                  {arrival.item ? ` · ${arrival.item}` : ''} ·{' '}
                  {t('bookings.guests', { count: arrival.guests })}
                </span>
              </div>
              <Badge tone={STAGE[arrival.stage].tone}>{t(STAGE[arrival.stage].label)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </StyledArrivals>
  );
}

const StyledStatus = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px ${theme.space[4]}px;
  padding: ${theme.space[3]}px ${theme.space[4]}px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  p {
    margin: 0;
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]}px;
  }
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${theme.space[6]}px;

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledArrivals = styled.section`
  h2 {
    margin: 0 0 ${theme.space[2]}px;
    font-size: ${theme.fontSizes.lg};
  }

  > p {
    margin: 0 0 ${theme.space[3]}px;
    color: ${theme.colors.textMuted};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]}px;
  }

  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space[3]}px;
    padding: ${theme.space[3]}px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
  }

  li div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  li span {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;
