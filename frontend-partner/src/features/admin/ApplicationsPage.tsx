import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import {
  useApproveOrganisationMutation,
  useListOrganisationsQuery,
  type AdminOrganisationDto,
  type ListOrganisationsApiArg,
} from '@salone/api-client/partner';
import { formatDate } from '@salone/format';
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
import { SuspendDialog } from './SuspendDialog';

type StatusFilter = NonNullable<ListOrganisationsApiArg['status']> | 'all';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'approved', label: 'Approved' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'all', label: 'All organisations' },
];

const EMPTY_TEXT: Record<StatusFilter, string> = {
  pending: 'No applications are waiting.',
  approved: 'No approved organisations.',
  suspended: 'No suspended organisations.',
  all: 'No organisations yet.',
};

const STATUS: Record<AdminOrganisationDto['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  suspended: { label: 'Suspended', tone: 'danger' },
};

const KIND_LABEL: Record<AdminOrganisationDto['serviceKinds'][number], string> = {
  hotel: 'Hotels',
  event: 'Events',
  car: 'Cars',
  tour: 'Tours',
  property: 'Properties',
};

const PAGE_SIZE = 20;

/** `/admin/applications`: operator applications, oldest first; approve or suspend with a reason. */
export default function ApplicationsPage() {
  useSeo({
    title: 'Operator applications',
    description: 'Review operator applications.',
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

  const choose = (value: StatusFilter) => {
    setFilter(value);
    pages.reset();
  };

  return (
    <PartnerPage
      nav="admin"
      title="Operator applications"
      lead="Approve an organisation or suspend it with a reason."
    >
      <StyledFilter>
        <Select
          label="Show"
          value={filter}
          onChange={(event) => choose(event.target.value as StatusFilter)}
          options={FILTERS}
        />
      </StyledFilter>
      <QueryState
        query={query}
        loadingLabel="Loading organisations"
        loading={(busy) => (
          <StyledCards {...busy}>
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton height={120} radius="lg" />
              </li>
            ))}
          </StyledCards>
        )}
        errorText="The organisations could not be loaded."
        isEmpty={(page) => page.items.length === 0}
        empty={
          <StyledNotice>
            <p>{EMPTY_TEXT[filter]}</p>
          </StyledNotice>
        }
      >
        {(page) => (
          <>
            <StyledCards aria-label="Organisations">
              {page.items.map((organisation) => (
                <OrganisationCard
                  key={organisation.id}
                  organisation={organisation}
                  onSuspend={() => setSuspending(organisation)}
                />
              ))}
            </StyledCards>
            <CursorPager pages={pages} nextCursor={page.nextCursor} />
          </>
        )}
      </QueryState>
      <SuspendDialog organisation={suspending} onClose={() => setSuspending(null)} />
    </PartnerPage>
  );
}

function OrganisationCard({
  organisation,
  onSuspend,
}: {
  organisation: AdminOrganisationDto;
  onSuspend(): void;
}) {
  const [approve, { isLoading: approving }] = useApproveOrganisationMutation();
  const status = STATUS[organisation.status];
  const titleId = `organisation-${organisation.id}`;

  const approveIt = async () => {
    try {
      await approve({ id: organisation.id }).unwrap();
      toast({ title: 'Approved', description: `${organisation.name} can now take bookings.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not approved',
        description: errorText(error, 'Please try again.', 'Unable to connect to server'),
      });
    }
  };

  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h2 id={titleId}>{organisation.name}</h2>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StyledCardHead>
      <StyledFacts>
        <div>
          <dt>Offers</dt>
          <dd>{organisation.serviceKinds.map((kind) => KIND_LABEL[kind]).join(', ')}</dd>
        </div>
        <div>
          <dt>Registration number</dt>
          <dd>{organisation.registrationNumber}</dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>
            {organisation.contactPhone} · {organisation.contactEmail}
          </dd>
        </div>
        <div>
          <dt>Payout number</dt>
          <dd>{organisation.payoutNumber}</dd>
        </div>
        <div>
          <dt>Applied</dt>
          <dd>
            {formatDate(organisation.createdAt)}
            {organisation.appliedByEmail ? ` by ${organisation.appliedByEmail}` : ''}
          </dd>
        </div>
        {organisation.statusReason ? (
          <div>
            <dt>Reason for suspension</dt>
            <dd>{organisation.statusReason}</dd>
          </div>
        ) : null}
      </StyledFacts>
      <StyledActions>
        {organisation.status !== 'approved' ? (
          <Button
            type="button"
            onClick={approveIt}
            disabled={approving}
            aria-label={`Approve ${organisation.name}`}
          >
            {approving ? 'Approving...' : 'Approve'}
          </Button>
        ) : null}
        {organisation.status !== 'suspended' ? (
          <Button
            type="button"
            variant="outline"
            onClick={onSuspend}
            aria-label={`Suspend ${organisation.name}`}
          >
            Suspend
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
