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

const GROUP_TITLES: Record<TripGroup, string> = {
  upcoming: 'Upcoming',
  past: 'Past trips',
  ended: 'Cancelled and expired',
};

/** While a booking waits for payment, the list refreshes so it turns confirmed on its own. */
export const PENDING_REFRESH_MS = 10_000;

const QUICK_ACTIONS = [
  { to: '/hotels', label: 'Book a Hotel' },
  { to: '/cars', label: 'Rent a Car' },
  { to: '/events', label: 'Find Events' },
  { to: '/ai-planner', label: 'Plan a Trip' },
];

export default function DashboardPage() {
  const { status, user } = useAuth();
  useSeo({
    title: 'My Dashboard',
    description: 'Your Salone bookings, payments and profile.',
    canonicalPath: '/dashboard',
  });

  if (status === 'loading') return <CenteredSpinner label="Loading your account" />;
  if (status === 'anonymous' || !user) {
    return (
      <Container>
        <StyledPrompt>
          <h1>Please log in</h1>
          <p>Sign in to see your bookings and payments.</p>
          <StyledPromptActions>
            <Button type="button" onClick={() => requestSignIn()}>
              Sign In
            </Button>
            <Button as={Link} to="/" variant="outline">
              Go to Homepage
            </Button>
          </StyledPromptActions>
        </StyledPrompt>
      </Container>
    );
  }
  return <SignedInDashboard user={user} />;
}

function SignedInDashboard({ user }: { user: UserDto }) {
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
        <h1>Welcome back, {user.firstName}!</h1>
        <p>Your trips and bookings in Sierra Leone.</p>
      </StyledHeader>
      <StyledGrid>
        <section aria-labelledby="bookings-title">
          <h2 id="bookings-title">My trips</h2>
          {isLoading ? (
            <StyledList aria-busy="true" aria-label="Loading bookings">
              {[0, 1, 2].map((i) => (
                <li key={i}>
                  <SkeletonCard />
                </li>
              ))}
            </StyledList>
          ) : isError && !bookings ? (
            <p role="alert">Your bookings could not be loaded. Please try again later.</p>
          ) : total === 0 ? (
            <StyledEmpty>
              <h3>No bookings yet</h3>
              <p>Find a hotel, an event, a car or a tour and it will show up here.</p>
              <Button as={Link} to="/hotels">
                Browse Hotels
              </Button>
            </StyledEmpty>
          ) : (
            <TripList bookings={bookings!} />
          )}
        </section>
        <aside>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Profile</CardTitle>
            </CardHeader>
            <CardContent>
              <StyledProfile>
                <dt>Name</dt>
                <dd>
                  {user.firstName} {user.lastName}
                </dd>
                <dt>Email</dt>
                <dd>{user.email ?? '—'}</dd>
                <dt>Phone</dt>
                <dd>{user.phone ? formatPhone(user.phone) : '—'}</dd>
                <dt>Member since</dt>
                <dd>{formatDate(user.createdAt)}</dd>
              </StyledProfile>
              <Badge tone="primary">Explorer</Badge>
              <AddContactForms user={user} />
            </CardContent>
          </Card>
          <StyledStats aria-label="Quick stats">
            <Card>
              <CardContent>
                <StyledStatValue>{total}</StyledStatValue>
                <StyledStatLabel>Total Bookings</StyledStatLabel>
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <StyledStatValue>{confirmed}</StyledStatValue>
                <StyledStatLabel>Confirmed</StyledStatLabel>
              </CardContent>
            </Card>
          </StyledStats>
          <SavedPlans />
          <AccountSecurity />
          <AccountData />
          <Card>
            <CardHeader>
              <CardTitle as="h2">Quick Actions</CardTitle>
            </CardHeader>
            <CardContent>
              <StyledQuickActions>
                {QUICK_ACTIONS.map((action) => (
                  <Button key={action.to} as={Link} to={action.to} variant="outline" fullWidth>
                    {action.label}
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
  const groups = tripList(bookings);
  return (
    <>
      {(Object.keys(GROUP_TITLES) as TripGroup[]).map((group) =>
        groups[group].length === 0 ? null : (
          <StyledGroup key={group} aria-labelledby={`trips-${group}`}>
            <h3 id={`trips-${group}`}>{GROUP_TITLES[group]}</h3>
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
