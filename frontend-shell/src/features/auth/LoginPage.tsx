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

/** /login: two tabs, login first; registering switches to the login tab (docs/product.md, screens). */
export default function LoginPage() {
  const [tab, setTab] = useState('login');
  const navigate = useNavigate();
  useSeo({
    title: 'Sign In or Create an Account',
    description:
      'Sign in to Salone to book hotels, events, cars, tours and viewings in Sierra Leone.',
    keywords: ['Salone account', 'sign in', 'create account'],
    canonicalPath: '/login',
  });

  return (
    <Container>
      <StyledWrapper>
        <Card>
          <CardHeader>
            <CardTitle as="h1">Welcome to Salone</CardTitle>
          </CardHeader>
          <CardContent>
            <Tabs
              label="Account"
              value={tab}
              onValueChange={setTab}
              tabs={[
                {
                  id: 'login',
                  label: 'Login',
                  content: <LoginForm context="page" onSuccess={() => navigate('/')} />,
                },
                {
                  id: 'register',
                  label: 'Register',
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
