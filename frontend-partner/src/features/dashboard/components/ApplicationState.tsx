import type { ReactNode } from 'react';
import type { OrganisationDto } from '@salone/api-client/partner';
import { formatDate } from '@salone/format';
import { Link } from '@salone/router';
import { Badge, Button } from '@salone/ui';
import { PartnerPage, StyledNotice } from '../../../shared/layout';

/** An organisation that is not approved: its application waits, or it was suspended. */
export function ApplicationState({
  organisation,
  picker,
}: {
  organisation: OrganisationDto;
  picker: ReactNode;
}) {
  const suspended = organisation.status === 'suspended';
  return (
    <PartnerPage title={organisation.name} lead={picker}>
      {suspended ? (
        <StyledNotice $tone="danger">
          <h2>
            <Badge tone="danger">Suspended</Badge> Your organisation is suspended
          </h2>
          <p>Your listings are not shown to travellers. Bookings already made still stand.</p>
          {organisation.statusReason ? <p>Reason: {organisation.statusReason}</p> : null}
          <p>
            Questions? <Link to="/contact">Contact the Salone team</Link>.
          </p>
        </StyledNotice>
      ) : (
        <StyledNotice $tone="warning">
          <h2>
            <Badge tone="warning">Pending</Badge> Your application is being reviewed
          </h2>
          <p>
            We received it on {formatDate(organisation.createdAt)}. The Salone team checks your
            registration number and contact details before your listings are shown to travellers.
          </p>
          <p>Once approved, this page becomes your dashboard.</p>
        </StyledNotice>
      )}
      <div>
        <Button as={Link} to="/" variant="outline">
          Back to Home
        </Button>
      </div>
    </PartnerPage>
  );
}
