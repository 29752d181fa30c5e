import { useState } from 'react';
import { useNavigate } from '@salone/router';
import styled from 'styled-components';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Container,
  Tabs,
  useSeo,
  theme,
} from '@salone/ui';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { useAuthText } from './authMessages';

/** /login: two tabs, login first; registering switches to the login tab (docs/product.md, screens). */
export default function LoginPage() {
  const { t } = useAuthText();
  const [tab, setTab] = useState('login');
  const navigate = useNavigate();
  useSeo({
    title: t('auth.page.seoTitle'),
    description: t('auth.page.seoDescription'),
    keywords: ['Salone account', 'sign in', 'create account'],
    canonicalPath: '/login',
  });

  return (
    <Container>
      <StyledWrapper>
        <Card>
          <CardHeader>
            <CardTitle as="h1">{t('auth.page.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Tabs
              label={t('auth.page.tabs')}
              value={tab}
              onValueChange={setTab}
              tabs={[
                {
                  id: 'login',
                  label: t('auth.page.loginTab'),
                  content: <LoginForm context="page" onSuccess={() => navigate('/')} />,
                },
                {
                  id: 'register',
                  label: t('auth.page.registerTab'),
                  content: (
                    <RegisterForm
                      context="page"
                      onSuccess={() => setTab('login')}
                      onSignedIn={() => navigate('/')}
                    />
                  ),
                },
              ]}
            />
          </CardContent>
        </Card>
      </StyledWrapper>
    </Container>
  );
}

const StyledWrapper = styled.div`
  max-width: 480px;
  margin: ${theme.space[6]}px auto;
`;
