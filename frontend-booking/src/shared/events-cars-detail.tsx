import { Link } from '@salone/router';
import styled from 'styled-components';
import { ArrowLeftIcon, Button, Container, Skeleton, VisuallyHidden } from '@salone/ui';
import { LIST_ERROR_TEXT } from './ListStates';

/**
 * Pieces shared by the event and car detail pages: the two-column layout (content, then a
 * sidebar that moves under it on phones), the loading skeleton, the load-error panel and a
 * list of label/value facts.
 */
export const DetailLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }

  > * {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[5]}px;
    min-width: 0;
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

/** Label/value pairs: `<FactList><div><dt/><dd/></div></FactList>`. */
export const FactList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;

  > div {
    display: grid;
    grid-template-columns: minmax(110px, 40%) 1fr;
    gap: ${({ theme }) => theme.space[2]}px;
    padding-bottom: ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  > div:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** Placeholder of a detail page while it loads. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Container aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <StyledSkeleton>
        <Skeleton width={120} height={32} />
        <Skeleton width="60%" height={40} />
        <Skeleton width="40%" height={20} />
        <DetailLayout>
          <div>
            <Skeleton height={360} radius="lg" />
            <Skeleton height={160} radius="lg" />
          </div>
          <div>
            <Skeleton height={220} radius="lg" />
          </div>
        </DetailLayout>
      </StyledSkeleton>
    </Container>
  );
}

/** A detail page whose data could not be loaded (not a 404: the server or the network). */
export function DetailError({
  noun,
  backTo,
  backLabel,
}: {
  noun: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Container>
      <StyledError role="alert">
        <h1>Unable to Load {noun}</h1>
        <p>{LIST_ERROR_TEXT}</p>
        <Button as={Link} to={backTo} variant="outline">
          <ArrowLeftIcon size={18} />
          {backLabel}
        </Button>
      </StyledError>
    </Container>
  );
}

const StyledSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[5]}px 0;
`;

const StyledError = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.space[8]}px 0;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 ${({ theme }) => theme.space[5]}px;
  }
`;
