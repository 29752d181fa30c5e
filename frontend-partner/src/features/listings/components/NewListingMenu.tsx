import { useId, useState } from 'react';
import styled from 'styled-components';
import type { OrganisationDto } from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { Button, theme } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { KIND_LABEL, LISTING_KINDS } from '../listingText';

/**
 * 'New listing': opens the choice of kind, limited to the kinds the organisation offers (the
 * server refuses the others).
 */
export function NewListingMenu({ kinds }: { kinds: OrganisationDto['serviceKinds'] }) {
  const t = useT(partnerMessages);
  const [open, setOpen] = useState(false);
  const id = useId();
  const offered = LISTING_KINDS.filter((kind) => kinds.includes(kind));
  return (
    <div>
      <Button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {t('listings.new')}
      </Button>
      <StyledChoices id={id} hidden={!open} aria-label={t('listings.newKind')}>
        {offered.map((kind) => (
          <li key={kind}>
            <Button as={Link} to={`/partner/listings/new/${kind}`} variant="outline">
              {t(KIND_LABEL[kind])}
            </Button>
          </li>
        ))}
      </StyledChoices>
    </div>
  );
}

const StyledChoices = styled.ul`
  list-style: none;
  margin: ${theme.space[3]}px 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;

  &[hidden] {
    display: none;
  }
`;
