import { isApiError } from '@salone/api-client';
import { useGetOwnListingQuery, type OrganisationDto } from '@salone/api-client/partner';
import { Link, useParams } from '@salone/router';
import { QueryError, Button, CenteredSpinner, useSeo } from '@salone/ui';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { ListingImages } from './components/ListingImages';
import { LifecycleActions } from './components/LifecycleActions';
import { StyledSection } from './components/parts';
import { KIND_FORMS } from './kinds';
import { isListingKind, KIND_LABEL, type ListingKind } from './listingText';

/** `/partner/listings/:kind/:id`: one listing's details, parts, photos and state. */
export default function ListingEditorPage() {
  const { kind, id } = useParams();
  useSeo({
    title: 'Listing',
    description: 'Change a listing, its photos and whether travellers see it.',
    canonicalPath: `/partner/listings/${kind ?? ''}/${id ?? ''}`,
  });
  const listingId = Number(id);
  const valid = isListingKind(kind) && Number.isInteger(listingId) && listingId > 0;
  return (
    <OrganisationGate title="Listing">
      {(organisation) =>
        valid ? <Editor organisation={organisation} kind={kind} id={listingId} /> : <NotFound />
      }
    </OrganisationGate>
  );
}

function Editor({
  organisation,
  kind,
  id,
}: {
  organisation: OrganisationDto;
  kind: ListingKind;
  id: number;
}) {
  const orgId = organisation.id;
  const query = useGetOwnListingQuery({ orgId, kind, id });
  const forms = KIND_FORMS[kind];

  if (query.isLoading) return <CenteredSpinner label="Loading the listing" />;
  if (isApiError(query.error) && query.error.status === 404) return <NotFound />;
  if (query.isError || !query.data) {
    return (
      <PartnerPage nav="partner" title="Listing">
        <QueryError text="This listing could not be loaded." onRetry={() => query.refetch()} />
      </PartnerPage>
    );
  }
  const listing = query.data;
  return (
    <PartnerPage
      nav="partner"
      title={listing.name}
      lead={`${KIND_LABEL[kind]} · ${organisation.name}`}
    >
      <LifecycleActions orgId={orgId} listing={listing} />
      <StyledSection aria-labelledby="details-title">
        <h2 id="details-title">Details</h2>
        <forms.Edit key={`${kind}-${id}`} orgId={orgId} listing={listing} />
      </StyledSection>
      {forms.Parts ? <forms.Parts orgId={orgId} listing={listing} /> : null}
      <ListingImages orgId={orgId} listing={listing} />
      <p>
        <Link to="/partner/listings">Back to listings</Link>
      </p>
    </PartnerPage>
  );
}

function NotFound() {
  return (
    <PartnerPage nav="partner" title="Listing not found">
      <StyledNotice>
        <p>This listing does not exist, or it belongs to another organisation.</p>
        <Button as={Link} to="/partner/listings" variant="outline">
          Back to listings
        </Button>
      </StyledNotice>
    </PartnerPage>
  );
}
