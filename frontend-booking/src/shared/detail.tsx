import type { ReactNode } from 'react';
import { Link, safeExternalUrl } from '@salone/router';
import styled from 'styled-components';
import {
  ArrowLeftIcon,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CheckIcon,
  CloseIcon,
  Container,
  GlobeIcon,
  MailIcon,
  PhoneIcon,
  Skeleton,
  VisuallyHidden,
  theme,
} from '@salone/ui';
import { telHref } from './links';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../i18n';
import { DetailNotFound, isNotFound, MessagePage } from './NotFound';

/**
 * The pieces every detail page is built from: back link, header, main column + sidebar,
 * titled cards, fact and check lists, contact links, and the loading and load-error states.
 */

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledBack>
      <Button as={Link} to={to} variant="ghost" size="sm">
        <ArrowLeftIcon size={16} />
        {children}
      </Button>
    </StyledBack>
  );
}

const StyledBack = styled.div`
  margin: ${theme.space[4]}px 0 ${theme.space[3]}px;
`;

/** Badges, the h1, a MetaRow, price and actions at the top of a detail page. */
export const DetailHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[2]}px;
  margin-bottom: ${theme.space[5]}px;

  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.display};
    line-height: ${theme.lineHeights.tight};
  }
`;

/** Icon + text lines under a detail page's title. */
export const MetaRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px ${theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.textMuted};

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[1]}px;
  }

  svg {
    flex-shrink: 0;
  }
`;

/** Buttons side by side (wrapping on phones), e.g. the header's book and contact buttons. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
`;

interface EmailButtonProps {
  email: string;
  /** The e-mail's subject (the listing's title). */
  subject: string;
  children: ReactNode;
}

/** A large outline button that starts an e-mail to the guide or agent. */
export function EmailButton({ email, subject, children }: EmailButtonProps) {
  return (
    <Button
      as="a"
      href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}
      variant="outline"
      size="lg"
    >
      <MailIcon size={18} />
      {children}
    </Button>
  );
}

/**
 * Main column and sidebar, each a column of cards; the sidebar follows the main column on
 * phones.
 */
export const DetailColumns = styled.div`
  display: grid;
  gap: ${theme.space[5]}px;
  grid-template-columns: minmax(0, 1fr);
  margin: ${theme.space[5]}px 0 ${theme.space[7]}px;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }

  > * {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[5]}px;
    min-width: 0;
  }
`;

/** DetailColumns whose cards hold bare h3 and p elements (without margins of their own). */
export const PlainDetailColumns = styled(DetailColumns)`
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

interface DetailCardProps {
  title: ReactNode;
  /** Id of the title: the card is then a section named by it. */
  id?: string;
  children: ReactNode;
}

/** A card with an h2 title. */
export function DetailCard({ title, id, children }: DetailCardProps) {
  return (
    <Card as={id ? 'section' : 'div'} aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A small heading inside a card. */
export const SubHeading = styled.h3`
  margin: ${theme.space[2]}px 0 0;
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.semibold};
`;

/** A paragraph of running text in a card. */
export const DetailText = styled.p`
  margin: 0;
  line-height: ${theme.lineHeights.normal};
`;

/** A name standing out in a card (an operator, agent or guide). */
export const NameLine = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeights.semibold};
`;

/** A small muted line, optionally led by an icon. */
export const MutedLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]}px;
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};

  svg {
    flex-shrink: 0;
  }
`;

/** A plain bulleted list in a card. */
export const BulletList = styled.ul`
  margin: 0;
  padding-left: ${theme.space[5]}px;

  li + li {
    margin-top: ${theme.space[1]}px;
  }

  a {
    color: ${theme.colors.secondary};
  }
`;

/** Term / value pairs; a null or false entry is left out. */
export function FactList({ facts }: { facts: Array<[ReactNode, ReactNode] | null | false> }) {
  return (
    <StyledFacts>
      {facts.map((fact, index) =>
        fact ? (
          <div key={index}>
            <dt>{fact[0]}</dt>
            <dd>{fact[1]}</dd>
          </div>
        ) : null,
      )}
    </StyledFacts>
  );
}

const StyledFacts = styled.dl`
  display: grid;
  gap: ${theme.space[2]}px;
  margin: 0;

  > div {
    display: grid;
    grid-template-columns: minmax(110px, 40%) 1fr;
    gap: ${theme.space[2]}px;
    padding-bottom: ${theme.space[2]}px;
    border-bottom: 1px solid ${theme.colors.border};
  }

  > div:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.medium};
  }
`;

/** A list with a check mark before each item, or a cross (muted) for what is left out. */
export function CheckList({ items, crossed = false }: { items: string[]; crossed?: boolean }) {
  const Icon = crossed ? CloseIcon : CheckIcon;
  return (
    <StyledCheckList $crossed={crossed}>
      {items.map((item) => (
        <li key={item}>
          <Icon size={18} />
          <span>{item}</span>
        </li>
      ))}
    </StyledCheckList>
  );
}

const StyledCheckList = styled.ul<{ $crossed: boolean }>`
  display: grid;
  gap: ${theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]}px;
  }

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme, $crossed }) => ($crossed ? theme.colors.textMuted : theme.colors.success)};
  }
`;

interface ContactLinksProps {
  phone: string;
  email: string;
  /** An outside website, opened in a new tab under `websiteLabel`. */
  website?: string | null;
  websiteLabel?: string;
}

/** Phone, e-mail and website links of an organiser, operator or agent. */
export function ContactLinks({ phone, email, website, websiteLabel }: ContactLinksProps) {
  const t = useT(bookingMessages);
  // Only an http(s) address from the data becomes a link.
  const site = safeExternalUrl(website);
  return (
    <StyledContacts>
      <li>
        <a href={telHref(phone)}>
          <PhoneIcon size={16} />
          {phone}
        </a>
      </li>
      <li>
        <a href={`mailto:${email}`}>
          <MailIcon size={16} />
          {email}
        </a>
      </li>
      {site ? (
        <li>
          <a href={site} target="_blank" rel="noopener noreferrer">
            <GlobeIcon size={16} />
            {websiteLabel ?? t('common.website')}
          </a>
        </li>
      ) : null}
    </StyledContacts>
  );
}

const StyledContacts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]}px;
    min-height: 32px;
    color: ${theme.colors.secondary};
    overflow-wrap: anywhere;
  }

  svg {
    flex-shrink: 0;
  }
`;

/** Placeholder of a detail page while it loads. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Container aria-busy="true" aria-label={label} role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <StyledSkeleton>
        <Skeleton width={120} height={32} />
        <Skeleton width="60%" height={40} />
        <Skeleton width="40%" height={20} />
        <DetailColumns>
          <div>
            <Skeleton height={360} radius="lg" />
            <Skeleton height={160} radius="lg" />
          </div>
          <div>
            <Skeleton height={220} radius="lg" />
          </div>
        </DetailColumns>
      </StyledSkeleton>
    </Container>
  );
}

const StyledSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
  padding: ${theme.space[5]}px 0;
`;

/** What a detail page shows: its words are the catalogue's `detail.<kind>.*`. */
export type DetailKind = 'hotel' | 'event' | 'car' | 'tour' | 'property';

type DetailErrorProps = {
  /** 'event': 'Unable to Load Event'. */
  kind: DetailKind;
} & ({ backTo: string; backLabel: string } | { onRetry(): void });

/**
 * A detail page whose data could not be loaded (not a 404: the server or the network), with
 * a way back to the list or a retry.
 */
export function DetailError(props: DetailErrorProps) {
  const t = useT(bookingMessages);
  return (
    <MessagePage title={t(`detail.${props.kind}.unable`)} text={t('list.errorText')} alert>
      {'onRetry' in props ? (
        <Button type="button" variant="outline" onClick={props.onRetry}>
          {t('common.tryAgain')}
        </Button>
      ) : (
        <Button as={Link} to={props.backTo} variant="outline">
          <ArrowLeftIcon size={18} />
          {props.backLabel}
        </Button>
      )}
    </MessagePage>
  );
}

interface DetailRouteProps<T> {
  /** The route's id (undefined: not an id at all). */
  id: number | undefined;
  /** The detail query's state. */
  query: { data?: T; error?: unknown; isLoading: boolean };
  /** 'tour': 'Tour Not Found', 'Loading tour', 'Unable to Load Tour', 'Back to Tours'. */
  kind: DetailKind;
  /** The list the page belongs to. */
  backTo: string;
  children(data: T): ReactNode;
}

/**
 * A detail route: not found (no id, or a 404), loading, unable to load, or the page for the
 * data.
 */
export function DetailRoute<T>({ id, query, kind, backTo, children }: DetailRouteProps<T>) {
  const t = useT(bookingMessages);
  const backLabel = t(`detail.${kind}.back`);
  if (isNotFound(id, query.error)) {
    return (
      <DetailNotFound title={t(`detail.${kind}.notFound`)} backTo={backTo} backLabel={backLabel} />
    );
  }
  if (query.isLoading) return <DetailSkeleton label={t(`detail.${kind}.loading`)} />;
  if (!query.data) return <DetailError kind={kind} backTo={backTo} backLabel={backLabel} />;
  return children(query.data);
}
