import type { ReactNode } from 'react';
import { requestSignIn } from '@salone/api-client';
import type { OrganisationDto } from '@salone/api-client/partner';
import { Link } from '@salone/router';
import { QueryError, Button, CenteredSpinner } from '@salone/ui';
import { PartnerPage, StyledNotice } from './layout';
import { useApprovedOrganisation } from './useApprovedOrganisation';

/** Renders `children` with the account's approved organisation, or says why it cannot. */
export function OrganisationGate({
  title,
  children,
}: {
  title: string;
  children(organisation: OrganisationDto): ReactNode;
}) {
  const current = useApprovedOrganisation();
  switch (current.state) {
    case 'loading':
      return <CenteredSpinner label="Loading your organisation" />;
    case 'anonymous':
      return (
        <PartnerPage title={title}>
          <StyledNotice>
            <p>Sign in with your partner account to see this page.</p>
            <Button type="button" onClick={() => requestSignIn()}>
              Sign In
            </Button>
          </StyledNotice>
        </PartnerPage>
      );
    case 'error':
      return (
        <PartnerPage title={title}>
          <QueryError text="Your organisations could not be loaded." onRetry={current.retry} />
        </PartnerPage>
      );
    case 'none':
      return (
        <PartnerPage title={title}>
          <StyledNotice>
            <p>This page opens once your organisation is approved.</p>
            <Button as={Link} to="/partner" variant="outline">
              Back to Partner
            </Button>
          </StyledNotice>
        </PartnerPage>
      );
    default:
      return children(current.organisation);
  }
}
