import type { OrganisationDto } from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { Link, useNavigate, useParams } from '@salone/router';
import { Button, useSeo } from '@salone/ui';
import { partnerMessages } from '../../i18n';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { KIND_FORMS } from './kinds';
import { editorPath, isListingKind, type ListingKind } from './listingText';

/** `/partner/listings/new/:kind`: a new listing's details; it is created as a draft. */
export default function NewListingPage() {
  const t = useT(partnerMessages);
  const { kind } = useParams();
  const which = { kind: isListingKind(kind) ? kind : 'other' };
  useSeo({
    title: t('newListing.title', which),
    description: t('newListing.description', which),
    canonicalPath: `/partner/listings/new/${kind ?? ''}`,
  });
  return (
    <OrganisationGate title={t('newListing.title', which)}>
      {(organisation) =>
        isListingKind(kind) ? (
          <NewListing organisation={organisation} kind={kind} />
        ) : (
          <Unavailable title={t('listings.new')} text={t('newListing.noSuchKind')} />
        )
      }
    </OrganisationGate>
  );
}

function NewListing({ organisation, kind }: { organisation: OrganisationDto; kind: ListingKind }) {
  const t = useT(partnerMessages);
  const navigate = useNavigate();
  const forms = KIND_FORMS[kind];
  const title = t('newListing.title', { kind });
  if (!organisation.serviceKinds.includes(kind)) {
    return (
      <Unavailable
        title={title}
        text={t('newListing.notOffered', { organisation: organisation.name })}
      />
    );
  }
  if (!forms) return <Unavailable title={title} text={t('newListing.notYet')} />;
  return (
    <PartnerPage nav="partner" title={title} lead={t('newListing.lead')}>
      <forms.New
        orgId={organisation.id}
        onCreated={(listing) => navigate(editorPath(listing), { replace: true })}
      />
    </PartnerPage>
  );
}

function Unavailable({ title, text }: { title: string; text: string }) {
  const t = useT(partnerMessages);
  return (
    <PartnerPage nav="partner" title={title}>
      <StyledNotice>
        <p>{text}</p>
        <Button as={Link} to="/partner/listings" variant="outline">
          {t('listings.back')}
        </Button>
      </StyledNotice>
    </PartnerPage>
  );
}
