import { useState } from 'react';
import { useNavigate, useSearchParams } from '@salone/router';
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

/**
 * /login: two tabs, login first; registering switches to the login tab (docs/product.md,
 * screens). A link may open the register tab with the address filled in
 * (`?tab=register&email=...`): a staff invitation does.
 */
export default function LoginPage() {
  const { t } = useAuthText();
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'register' ? 'register' : 'login');
  const invitedEmail = params.get('email')?.slice(0, 254) ?? '';
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
                      defaultEmail={invitedEmail}
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
