import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import {
  useApproveOrganisationMutation,
  useListOrganisationsQuery,
  useRejectOrganisationMutation,
  useRequestOrganisationChangesMutation,
  type AdminOrganisationDto,
  type ListOrganisationsApiArg,
} from '@salone/api-client/partner';
import { formatDate } from '@salone/format';
import { useT } from '@salone/i18n';
import {
  QueryState,
  Badge,
  Button,
  Select,
  Skeleton,
  toast,
  useSeo,
  type BadgeTone,
  theme,
} from '@salone/ui';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledActions, StyledFacts, StyledNotice } from '../../shared/layout';
import { partnerMessages, type PartnerKey } from '../../i18n';
import { ReasonDialog } from '../../shared/ReasonDialog';
import { SuspendDialog } from './SuspendDialog';

type StatusFilter = NonNullable<ListOrganisationsApiArg['status']> | 'all';

const FILTERS: { value: StatusFilter; label: PartnerKey }[] = [
  { value: 'pending', label: 'applications.filter.pending' },
  { value: 'approved', label: 'applications.filter.approved' },
  { value: 'changes_requested', label: 'applications.filter.changesRequested' },
  { value: 'rejected', label: 'applications.filter.rejected' },
  { value: 'suspended', label: 'applications.filter.suspended' },
  { value: 'all', label: 'applications.filter.all' },
];

const EMPTY_TEXT: Record<StatusFilter, PartnerKey> = {
  pending: 'applications.empty.pending',
  approved: 'applications.empty.approved',
  suspended: 'applications.empty.suspended',
  changes_requested: 'applications.empty.changes_requested',
  rejected: 'applications.empty.rejected',
  all: 'applications.empty.all',
};

const STATUS: Record<AdminOrganisationDto['status'], { label: PartnerKey; tone: BadgeTone }> = {
  pending: { label: 'applications.status.pending', tone: 'warning' },
  approved: { label: 'applications.status.approved', tone: 'success' },
  suspended: { label: 'applications.status.suspended', tone: 'danger' },
  changes_requested: { label: 'applications.status.changes_requested', tone: 'warning' },
  rejected: { label: 'applications.status.rejected', tone: 'danger' },
};

/** What the status reason means, by status. */
const REASON_LABEL: Partial<Record<AdminOrganisationDto['status'], PartnerKey>> = {
  suspended: 'applications.reasonFor.suspended',
  rejected: 'applications.reasonFor.rejected',
  changes_requested: 'applications.reasonFor.changes_requested',
};

/** An application an admin may still decide on: reject, or ask for changes. */
const undecided = (status: AdminOrganisationDto['status']) =>
  status === 'pending' || status === 'changes_requested';

const KIND_LABEL: Record<AdminOrganisationDto['serviceKinds'][number], PartnerKey> = {
  hotel: 'applications.kind.hotel',
  event: 'applications.kind.event',
  car: 'applications.kind.car',
  tour: 'applications.kind.tour',
  property: 'applications.kind.property',
};

const PAGE_SIZE = 20;

/**
 * `/admin/applications`: operator applications, oldest first; approve, reject with a reason, ask
 * for changes, or suspend with a reason.
 */
export default function ApplicationsPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('applications.title'),
    description: t('applications.description'),
    canonicalPath: '/admin/applications',
  });
  const [filter, setFilter] = useState<StatusFilter>('pending');
  const pages = useCursorPages();
  const { cursor } = pages;
  const query = useListOrganisationsQuery({
    limit: PAGE_SIZE,
    ...(filter === 'all' ? {} : { status: filter }),
    ...(cursor ? { cursor } : {}),
  });
  const [suspending, setSuspending] = useState<AdminOrganisationDto | null>(null);
  const [rejecting, setRejecting] = useState<AdminOrganisationDto | null>(null);
  const [askingChanges, setAskingChanges] = useState<AdminOrganisationDto | null>(null);
  const [reject, rejectState] = useRejectOrganisationMutation();
  const [askChanges, askState] = useRequestOrganisationChangesMutation();

  /** Sends a reason-bearing decision; true when done (the dialog closes). */
  const decide = async (
    run: () => Promise<unknown>,
    done: { title: string; description: string },
    refusal: string,
  ): Promise<boolean> => {
    try {
      await run();
      toast(done);
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: refusal,
        description: errorText(error, t('common.tryAgain'), t('common.offline')),
      });
      return false;
    }
  };

  const choose = (value: StatusFilter) => {
    setFilter(value);
    pages.reset();
  };

  return (
    <PartnerPage nav="admin" title={t('applications.title')} lead={t('applications.lead')}>
      <StyledFilter>
        <Select
          label={t('applications.show')}
          value={filter}
          onChange={(event) => choose(event.target.value as StatusFilter)}
          options={FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        />
      </StyledFilter>
      <QueryState
        query={query}
        loadingLabel={t('applications.loading')}
        loading={(busy) => (
          <StyledCards {...busy}>
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton height={120} radius="lg" />
              </li>
            ))}
          </StyledCards>
        )}
        errorText={t('applications.error')}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <StyledNotice>
            <p>{t(EMPTY_TEXT[filter])}</p>
          </StyledNotice>
        }
      >
        {(page) => (
          <>
            <StyledCards aria-label={t('applications.organisations')}>
              {page.items.map((organisation) => (
                <OrganisationCard
                  key={organisation.id}
                  organisation={organisation}
                  onSuspend={() => setSuspending(organisation)}
                  onReject={() => setRejecting(organisation)}
                  onAskChanges={() => setAskingChanges(organisation)}
                />
              ))}
            </StyledCards>
            <CursorPager pages={pages} nextCursor={page.nextCursor} />
          </>
        )}
      </QueryState>
      <SuspendDialog organisation={suspending} onClose={() => setSuspending(null)} />
      <ReasonDialog
        open={rejecting !== null}
        title={t('applications.rejectTitle', { name: rejecting?.name ?? '' })}
        description={t('applications.rejectText')}
        missing={t('applications.rejectMissing')}
        minLength={3}
        action={t('applications.reject')}
        pending={t('applications.rejecting')}
        busy={rejectState.isLoading}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting
            ? decide(
                () => reject({ id: rejecting.id, reasonDto: { reason } }).unwrap(),
                {
                  title: t('applications.rejected'),
                  description: t('applications.rejectedText', { name: rejecting.name }),
                },
                t('applications.notRejected'),
              )
            : Promise.resolve(false)
        }
      />
      <ReasonDialog
        open={askingChanges !== null}
        title={t('applications.askChangesName', { name: askingChanges?.name ?? '' })}
        description={t('applications.askChangesText')}
        label={t('applications.askChangesLabel')}
        missing={t('applications.askChangesMissing')}
        minLength={3}
        tone="primary"
        action={t('applications.askChanges')}
        pending={t('applications.asking')}
        busy={askState.isLoading}
        onClose={() => setAskingChanges(null)}
        onSubmit={(reason) =>
          askingChanges
            ? decide(
                () => askChanges({ id: askingChanges.id, reasonDto: { reason } }).unwrap(),
                {
                  title: t('applications.asked'),
                  description: t('applications.askedText', { name: askingChanges.name }),
                },
                t('applications.notAsked'),
              )
            : Promise.resolve(false)
        }
      />
    </PartnerPage>
  );
}

function OrganisationCard({
  organisation,
  onSuspend,
  onReject,
  onAskChanges,
}: {
  organisation: AdminOrganisationDto;
  onSuspend(): void;
  onReject(): void;
  onAskChanges(): void;
}) {
  const t = useT(partnerMessages);
  const [approve, { isLoading: approving }] = useApproveOrganisationMutation();
  const status = STATUS[organisation.status];
  const titleId = `organisation-${organisation.id}`;

  const approveIt = async () => {
    try {
      await approve({ id: organisation.id }).unwrap();
      toast({
        title: t('applications.approved'),
        description: t('applications.approvedText', { name: organisation.name }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('applications.notApproved'),
        description: errorText(error, t('common.tryAgain'), t('common.offline')),
      });
    }
  };

  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h2 id={titleId}>{organisation.name}</h2>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </StyledCardHead>
      <StyledFacts>
        <div>
          <dt>{t('applications.offers')}</dt>
          <dd>{organisation.serviceKinds.map((kind) => t(KIND_LABEL[kind])).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('applications.registration')}</dt>
          <dd>{organisation.registrationNumber}</dd>
        </div>
        <div>
          <dt>{t('applications.contact')}</dt>
          <dd>
            {organisation.contactPhone} · {organisation.contactEmail}
          </dd>
        </div>
        <div>
          <dt>{t('applications.payout')}</dt>
          <dd>{organisation.payoutNumber}</dd>
        </div>
        <div>
          <dt>{t('applications.applied')}</dt>
          <dd>
            {formatDate(organisation.createdAt)}
            {organisation.appliedByEmail
              ? t('applications.by', { email: organisation.appliedByEmail })
              : ''}
          </dd>
        </div>
        {organisation.statusReason ? (
          <div>
            <dt>{t(REASON_LABEL[organisation.status] ?? 'applications.reason')}</dt>
            <dd>{organisation.statusReason}</dd>
          </div>
        ) : null}
      </StyledFacts>
      <StyledActions>
        {organisation.status !== 'approved' && organisation.status !== 'rejected' ? (
          <Button
            type="button"
            onClick={approveIt}
            disabled={approving}
            aria-label={t('applications.approveName', { name: organisation.name })}
          >
            {approving ? t('applications.approving') : t('applications.approve')}
          </Button>
        ) : null}
        {undecided(organisation.status) ? (
          <>
            <Button
              type="button"
              variant="outline"
              onClick={onAskChanges}
              aria-label={t('applications.askChangesName', { name: organisation.name })}
            >
              {t('applications.askChanges')}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={onReject}
              aria-label={t('applications.rejectName', { name: organisation.name })}
            >
              {t('applications.reject')}
            </Button>
          </>
        ) : null}
        {organisation.status !== 'suspended' && organisation.status !== 'rejected' ? (
          <Button
            type="button"
            variant="outline"
            onClick={onSuspend}
            aria-label={t('applications.suspendName', { name: organisation.name })}
          >
            {t('applications.suspend')}
          </Button>
        ) : null}
      </StyledActions>
    </li>
  );
}

const StyledFilter = styled.div`
  max-width: 320px;
`;

const StyledCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;

  > li {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    padding: ${theme.space[4]}px;
  }
`;

const StyledCardHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]}px;

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`;
