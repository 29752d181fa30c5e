import type { OrganisationDto } from '@salone/api-client/partner';
import { Link, useNavigate, useParams } from '@salone/router';
import { Button, useSeo } from '@salone/ui';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { KIND_FORMS } from './kinds';
import { editorPath, isListingKind, KIND_LABEL, type ListingKind } from './listingText';

/** `/partner/listings/new/:kind`: a new listing's details; it is created as a draft. */
export default function NewListingPage() {
  const { kind } = useParams();
  const label = isListingKind(kind) ? KIND_LABEL[kind].toLowerCase() : 'listing';
  useSeo({
    title: `New ${label}`,
    description: `Add a ${label} to your listings on Salone.`,
    canonicalPath: `/partner/listings/new/${kind ?? ''}`,
  });
  return (
    <OrganisationGate title={`New ${label}`}>
      {(organisation) =>
        isListingKind(kind) ? (
          <NewListing organisation={organisation} kind={kind} />
        ) : (
          <Unavailable title="New listing" text="There is no such kind of listing." />
        )
      }
    </OrganisationGate>
  );
}

function NewListing({ organisation, kind }: { organisation: OrganisationDto; kind: ListingKind }) {
  const navigate = useNavigate();
  const forms = KIND_FORMS[kind];
  const title = `New ${KIND_LABEL[kind].toLowerCase()}`;
  if (!organisation.serviceKinds.includes(kind)) {
    return (
      <Unavailable
        title={title}
        text={`${organisation.name} does not offer this kind of listing. An owner can add it to the organisation.`}
      />
    );
  }
  if (!forms)
    return <Unavailable title={title} text="This kind of listing cannot be added here yet." />;
  return (
    <PartnerPage
      nav="partner"
      title={title}
      lead="It is saved as a draft: travellers see it once you publish it."
    >
      <forms.New
        orgId={organisation.id}
        onCreated={(listing) => navigate(editorPath(listing), { replace: true })}
      />
    </PartnerPage>
  );
}

function Unavailable({ title, text }: { title: string; text: string }) {
  return (
    <PartnerPage nav="partner" title={title}>
      <StyledNotice>
        <p>{text}</p>
        <Button as={Link} to="/partner/listings" variant="outline">
          Back to listings
        </Button>
      </StyledNotice>
    </PartnerPage>
  );
}
