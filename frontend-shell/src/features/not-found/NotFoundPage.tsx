import { Link } from '@salone/router';
import styled from 'styled-components';
import { Button, Container, useSeo, theme } from '@salone/ui';

export default function NotFoundPage() {
  useSeo({
    title: 'Page Not Found',
    description: 'The page you were looking for does not exist.',
    canonicalPath: '/',
  });
  return (
    <Container>
      <StyledPanel>
        <h1>Page Not Found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Button as={Link} to="/">
          Back to Home
        </Button>
      </StyledPanel>
    </Container>
  );
}

const StyledPanel = styled.section`
  text-align: center;
  padding: ${theme.space[8]}px 0;

  h1 {
    font-size: ${theme.fontSizes.xxl};
    margin: 0 0 ${theme.space[3]}px;
  }

  p {
    color: ${theme.colors.textMuted};
    margin-bottom: ${theme.space[5]}px;
  }
`;
