import { Link } from '@salone/router';
import styled from 'styled-components';
import { ArrowLeftIcon, Button, Container, useSeo } from '@salone/ui';

interface DetailNotFoundProps {
  /** 'Hotel Not Found', 'Event Not Found', ... (spec section 8). */
  title: string;
  backTo: string;
  backLabel: string;
}

/** What a detail page shows when the id does not exist. */
export function DetailNotFound({ title, backTo, backLabel }: DetailNotFoundProps) {
  useSeo({
    title,
    description: 'This listing does not exist or is no longer available.',
    canonicalPath: backTo,
  });
  return (
    <Container>
      <StyledPanel>
        <h1>{title}</h1>
        <p>This listing does not exist or is no longer available.</p>
        <Button as={Link} to={backTo}>
          <ArrowLeftIcon size={18} />
          {backLabel}
        </Button>
      </StyledPanel>
    </Container>
  );
}

const StyledPanel = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.space[8]}px 0;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space[5]}px;
  }
`;

/** A path under a section that matches nothing. */
export function SectionPageNotFound() {
  return <DetailNotFound title="Page Not Found" backTo="/" backLabel="Back to Home" />;
}

/** Reads a route id; anything but a positive whole number is "not found". */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
