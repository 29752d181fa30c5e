import type { ReactNode } from 'react';
import { Link } from '@salone/router';
import { isApiError } from '@salone/api-client';
import styled from 'styled-components';
import { ArrowLeftIcon, Button, Container, useSeo, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../i18n';

interface DetailNotFoundProps {
  /** 'Hotel Not Found', 'Event Not Found', ... (docs/product.md, errors). */
  title: string;
  backTo: string;
  backLabel: string;
}

/** What a detail page shows when the id does not exist. */
export function DetailNotFound({ title, backTo, backLabel }: DetailNotFoundProps) {
  const t = useT(bookingMessages);
  useSeo({ title, description: t('detail.notFoundText'), canonicalPath: backTo });
  return (
    <MessagePage title={title} text={t('detail.notFoundText')}>
      <Button as={Link} to={backTo}>
        <ArrowLeftIcon size={18} />
        {backLabel}
      </Button>
    </MessagePage>
  );
}

interface MessagePageProps {
  title: string;
  text: string;
  /** Announce the message at once (a failure). */
  alert?: boolean;
  /** The way on: a button or link. */
  children: ReactNode;
}

/** A page that is only a message: a centred h1, a line of text and a way on. */
export function MessagePage({ title, text, alert = false, children }: MessagePageProps) {
  return (
    <Container>
      <StyledPanel role={alert ? 'alert' : undefined}>
        <h1>{title}</h1>
        <p>{text}</p>
        {children}
      </StyledPanel>
    </Container>
  );
}

const StyledPanel = styled.section`
  text-align: center;
  padding: ${theme.space[8]}px 0;

  h1 {
    margin: 0 0 ${theme.space[2]}px;
  }

  p {
    color: ${theme.colors.textMuted};
    margin: 0 0 ${theme.space[5]}px;
  }
`;

/** A path under a section that matches nothing. */
export function SectionPageNotFound() {
  const t = useT(bookingMessages);
  return (
    <DetailNotFound title={t('detail.pageNotFound')} backTo="/" backLabel={t('detail.backHome')} />
  );
}

/** Reads a route id; anything but a positive whole number is "not found". */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/** A detail page's subject does not exist: the route id is no id, or the server said 404. */
export function isNotFound(id: number | undefined, error: unknown): boolean {
  return id === undefined || (isApiError(error) && error.status === 404);
}
