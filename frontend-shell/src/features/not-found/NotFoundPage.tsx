import { Link } from '@salone/router';
import styled from 'styled-components';
import { Button, Container, useSeo, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { shellMessages } from '../../i18n';

export default function NotFoundPage() {
  const t = useT(shellMessages);
  useSeo({
    title: t('notFound.title'),
    description: t('notFound.description'),
    canonicalPath: '/',
  });
  return (
    <Container>
      <StyledPanel>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Button as={Link} to="/">
          {t('notFound.back')}
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
