import { isApiError } from '@salone/api-client';
import { useGetOwnListingQuery, type OrganisationDto } from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { Link, useParams } from '@salone/router';
import styled from 'styled-components';
import { QueryError, Button, CenteredSpinner, useSeo, theme } from '@salone/ui';
import { partnerMessages } from '../../i18n';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { ListingImages } from './components/ListingImages';
import { LifecycleActions } from './components/LifecycleActions';
import { StyledSection } from './components/parts';
import { KIND_FORMS } from './kinds';
import { isListingKind, KIND_LABEL, type ListingKind } from './listingText';

/** `/partner/listings/:kind/:id`: one listing's details, parts, photos and state. */
export default function ListingEditorPage() {
  const t = useT(partnerMessages);
  const { kind, id } = useParams();
  useSeo({
    title: t('editor.title'),
    description: t('editor.description'),
    canonicalPath: `/partner/listings/${kind ?? ''}/${id ?? ''}`,
  });
  const listingId = Number(id);
  const valid = isListingKind(kind) && Number.isInteger(listingId) && listingId > 0;
  return (
    <OrganisationGate title={t('editor.title')}>
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
  const t = useT(partnerMessages);
  const orgId = organisation.id;
  const query = useGetOwnListingQuery({ orgId, kind, id });
  const forms = KIND_FORMS[kind];

  if (query.isLoading) return <CenteredSpinner label={t('editor.loading')} />;
  if (isApiError(query.error) && query.error.status === 404) return <NotFound />;
  if (query.isError || !query.data) {
    return (
      <PartnerPage nav="partner" title={t('editor.title')}>
        <QueryError text={t('editor.error')} onRetry={() => query.refetch()} />
      </PartnerPage>
    );
  }
  const listing = query.data;
  return (
    <PartnerPage
      nav="partner"
      title={listing.name}
      lead={t('editor.lead', { kind: t(KIND_LABEL[kind]), organisation: organisation.name })}
    >
      <StyledJumps aria-label={t('editor.sections')}>
        <a href="#details-title">{t('editor.details')}</a>
        {forms.partsHeading ? (
          <a href={`#${forms.partsHeading.id}`}>{t(forms.partsHeading.label)}</a>
        ) : null}
        <a href="#photos-title">{t('photos.title')}</a>
      </StyledJumps>
      <LifecycleActions orgId={orgId} listing={listing} />
      <StyledSection aria-labelledby="details-title">
        <h2 id="details-title">{t('editor.details')}</h2>
        <forms.Edit key={`${kind}-${id}`} orgId={orgId} listing={listing} />
      </StyledSection>
      {forms.Parts ? <forms.Parts orgId={orgId} listing={listing} /> : null}
      <ListingImages orgId={orgId} listing={listing} />
      <p>
        <Link to="/partner/listings">{t('listings.back')}</Link>
      </p>
    </PartnerPage>
  );
}

/** Links to the editor's sections, so a phone reaches rooms or photos without a long scroll. */
const StyledJumps = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space[3]}px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.text};
    text-decoration: none;
  }
`;

function NotFound() {
  const t = useT(partnerMessages);
  return (
    <PartnerPage nav="partner" title={t('editor.notFoundTitle')}>
      <StyledNotice>
        <p>{t('editor.notFound')}</p>
        <Button as={Link} to="/partner/listings" variant="outline">
          {t('listings.back')}
        </Button>
      </StyledNotice>
    </PartnerPage>
  );
}
