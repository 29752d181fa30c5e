import { useState } from 'react';
import { Link } from '@salone/router';
import styled from 'styled-components';
import { requestSignIn, useAuth, type UserDto } from '@salone/api-client';
import { useListAllUserBookingsQuery, type BookingDto } from '@salone/api-client/bookings';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CenteredSpinner,
  Container,
  SkeletonCard,
  useSeo,
  theme,
} from '@salone/ui';
import { BookingItem } from './components/BookingItem';
import { SavedPlans } from './components/SavedPlans';
import { AccountSecurity } from './components/AccountSecurity';
import { AccountData } from './components/AccountData';
import { formatDate } from '@salone/format';
import { formatPhone } from '@salone/booking-rules';
import { AddContactForms } from '../auth/AddContactForms';
import { tripList, type TripGroup } from './bookingText';
import { useLocale, useT } from '@salone/i18n';
import { accountMessages, shellMessages } from '../../i18n';

const GROUP_TITLES = {
  upcoming: 'dashboard.group.upcoming',
  past: 'dashboard.group.past',
  ended: 'dashboard.group.ended',
} as const satisfies Record<TripGroup, string>;

/** While a booking waits for payment, the list refreshes so it turns confirmed on its own. */
export const PENDING_REFRESH_MS = 10_000;

const QUICK_ACTIONS = [
  { to: '/hotels', label: 'dashboard.bookHotel' },
  { to: '/cars', label: 'dashboard.rentCar' },
  { to: '/events', label: 'dashboard.findEvents' },
  { to: '/ai-planner', label: 'dashboard.planTrip' },
] as const;

export default function DashboardPage() {
  const t = useT(accountMessages);
  const tShell = useT(shellMessages);
  const { status, user } = useAuth();
  useSeo({
    title: t('dashboard.seoTitle'),
    description: t('dashboard.seoDescription'),
    canonicalPath: '/dashboard',
  });

  if (status === 'loading') return <CenteredSpinner label={t('booking.loadingAccount')} />;
  if (status === 'anonymous' || !user) {
    return (
      <Container>
        <StyledPrompt>
          <h1>{t('booking.pleaseLogIn')}</h1>
          <p>{t('dashboard.signInToSee')}</p>
          <StyledPromptActions>
            <Button type="button" onClick={() => requestSignIn()}>
              {tShell('auth.signIn')}
            </Button>
            <Button as={Link} to="/" variant="outline">
              {t('dashboard.goHome')}
            </Button>
          </StyledPromptActions>
        </StyledPrompt>
      </Container>
    );
  }
  return <SignedInDashboard user={user} />;
}

function SignedInDashboard({ user }: { user: UserDto }) {
  const t = useT(accountMessages);
  const { locale } = useLocale();
  const [pollMs, setPollMs] = useState(0);
  const {
    data: bookings,
    isLoading,
    isError,
  } = useListAllUserBookingsQuery(undefined, {
    pollingInterval: pollMs,
    skipPollingIfUnfocused: true,
  });
  // Polls only while something waits for the provider's confirmation.
  const hasPending = (bookings ?? []).some((b) => b.status === 'pending_payment');
  const wantedPollMs = hasPending ? PENDING_REFRESH_MS : 0;
  if (pollMs !== wantedPollMs) setPollMs(wantedPollMs);
  const total = bookings?.length ?? 0;
  const confirmed = bookings?.filter((b) => b.status === 'confirmed').length ?? 0;

  return (
    <Container>
      <StyledHeader>
        <h1>{t('dashboard.welcome', { name: user.firstName })}</h1>
        <p>{t('dashboard.lead')}</p>
      </StyledHeader>
      <StyledGrid>
        <section aria-labelledby="bookings-title">
          <h2 id="bookings-title">{t('dashboard.myTrips')}</h2>
          {isLoading ? (
            <StyledList aria-busy="true" aria-label={t('dashboard.loadingBookings')}>
              {[0, 1, 2].map((i) => (
                <li key={i}>
                  <SkeletonCard />
                </li>
              ))}
            </StyledList>
          ) : isError && !bookings ? (
            <p role="alert">{t('dashboard.bookingsError')}</p>
          ) : total === 0 ? (
            <StyledEmpty>
              <h3>{t('dashboard.noBookings')}</h3>
              <p>{t('dashboard.noBookingsText')}</p>
              <Button as={Link} to="/hotels">
                {t('dashboard.browseHotels')}
              </Button>
            </StyledEmpty>
          ) : (
            <TripList bookings={bookings!} />
          )}
        </section>
        <aside>
          <Card>
            <CardHeader>
              <CardTitle as="h2">{t('dashboard.profile')}</CardTitle>
            </CardHeader>
            <CardContent>
              <StyledProfile>
                <dt>{t('dashboard.name')}</dt>
                <dd>
                  {user.firstName} {user.lastName}
                </dd>
                <dt>{t('dashboard.email')}</dt>
                <dd>{user.email ?? '—'}</dd>
                <dt>{t('dashboard.phone')}</dt>
                <dd>{user.phone ? formatPhone(user.phone) : '—'}</dd>
                <dt>{t('dashboard.memberSince')}</dt>
                <dd>{formatDate(user.createdAt, { locale })}</dd>
              </StyledProfile>
              <Badge tone="primary">{t('dashboard.explorer')}</Badge>
              <AddContactForms user={user} />
            </CardContent>
          </Card>
          <StyledStats aria-label={t('dashboard.quickStats')}>
            <Card>
              <CardContent>
                <StyledStatValue>{total}</StyledStatValue>
                <StyledStatLabel>{t('dashboard.totalBookings')}</StyledStatLabel>
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <StyledStatValue>{confirmed}</StyledStatValue>
                <StyledStatLabel>{t('dashboard.confirmed')}</StyledStatLabel>
              </CardContent>
            </Card>
          </StyledStats>
          <SavedPlans />
          <AccountSecurity />
          <AccountData />
          <Card>
            <CardHeader>
              <CardTitle as="h2">{t('dashboard.quickActions')}</CardTitle>
            </CardHeader>
            <CardContent>
              <StyledQuickActions>
                {QUICK_ACTIONS.map((action) => (
                  <Button key={action.to} as={Link} to={action.to} variant="outline" fullWidth>
                    {t(action.label)}
                  </Button>
                ))}
              </StyledQuickActions>
            </CardContent>
          </Card>
        </aside>
      </StyledGrid>
    </Container>
  );
}

function TripList({ bookings }: { bookings: BookingDto[] }) {
  const t = useT(accountMessages);
  const groups = tripList(bookings);
  return (
    <>
      {(Object.keys(GROUP_TITLES) as TripGroup[]).map((group) =>
        groups[group].length === 0 ? null : (
          <StyledGroup key={group} aria-labelledby={`trips-${group}`}>
            <h3 id={`trips-${group}`}>{t(GROUP_TITLES[group])}</h3>
            <StyledList>
              {groups[group].map((booking) => (
                <BookingItem key={booking.id} booking={booking} group={group} />
              ))}
            </StyledList>
          </StyledGroup>
        ),
      )}
    </>
  );
}

const StyledGroup = styled.section`
  margin-bottom: ${theme.space[5]}px;

  > h3 {
    margin: 0 0 ${theme.space[2]}px;
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const StyledPrompt = styled.section`
  text-align: center;
  padding: ${theme.space[8]}px 0;

  h1 {
    margin: 0 0 ${theme.space[2]}px;
  }

  p {
    color: ${theme.colors.textMuted};
    margin-bottom: ${theme.space[5]}px;
  }
`;

const StyledPromptActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]}px;
`;

const StyledHeader = styled.header`
  padding: ${theme.space[6]}px 0 ${theme.space[4]}px;

  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
  }

  p {
    color: ${theme.colors.textMuted};
  }
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${theme.space[5]}px;
  grid-template-columns: 1fr;

  aside {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[4]}px;
  }

  h2 {
    margin-top: 0;
  }

  /* The trips come first in the page (and first on a phone); wide screens put the profile
     column on the left. */
  ${theme.media.lg} {
    grid-template-columns: 320px 1fr;

    aside {
      grid-column: 1;
      grid-row: 1;
    }

    > section {
      grid-column: 2;
      grid-row: 1;
    }
  }
`;

const StyledProfile = styled.dl`
  margin: 0 0 ${theme.space[3]}px;

  dt {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
    text-transform: uppercase;
  }

  dd {
    margin: 0 0 ${theme.space[2]}px;
    overflow-wrap: anywhere;
  }
`;

const StyledStats = styled.section`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[3]}px;
`;

const StyledStatValue = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};
`;

const StyledStatLabel = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const StyledQuickActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]}px;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
`;

const StyledEmpty = styled.div`
  text-align: center;
  padding: ${theme.space[6]}px ${theme.space[4]}px;
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};

  p {
    color: ${theme.colors.textMuted};
  }
`;
