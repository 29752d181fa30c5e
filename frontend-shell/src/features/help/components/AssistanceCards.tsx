import { Link } from '@salone/router';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  MailIcon,
  MessageCircleIcon,
  PhoneIcon,
  theme,
} from '@salone/ui';
import {
  EMERGENCY_PHONE,
  EMERGENCY_PHONE_TEL,
  PHONE,
  PHONE_TEL,
  SUPPORT_EMAIL,
} from '../../info/company';
import { EMAIL_REPLY_HOURS, SUPPORT_HOURS } from '../../info/policies';

/** Ways to reach a person: phone, e-mail and (not yet available) live chat. */
export function AssistanceCards() {
  return (
    <StyledGrid>
      <Card>
        <CardHeader>
          <StyledIcon>
            <PhoneIcon size={22} />
          </StyledIcon>
          <CardTitle>Call us</CardTitle>
          <CardDescription>{SUPPORT_HOURS}</CardDescription>
        </CardHeader>
        <CardContent>
          <p>
            Speak to our support team in Freetown. Travellers already in Sierra Leone can reach the
            emergency line on <a href={`tel:${EMERGENCY_PHONE_TEL}`}>{EMERGENCY_PHONE}</a>, 24/7.
          </p>
        </CardContent>
        <CardFooter>
          <Button as="a" href={`tel:${PHONE_TEL}`} variant="outline" fullWidth>
            Call {PHONE}
          </Button>
        </CardFooter>
      </Card>

      <Card>
        <CardHeader>
          <StyledIcon>
            <MailIcon size={22} />
          </StyledIcon>
          <CardTitle>Email us</CardTitle>
          <CardDescription>Reply within {EMAIL_REPLY_HOURS} hours</CardDescription>
        </CardHeader>
        <CardContent>
          <p>
            Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> any time, or use the{' '}
            <Link to="/contact">contact form</Link>. Include your booking reference if your question
            is about a booking.
          </p>
        </CardContent>
        <CardFooter>
          <Button as="a" href={`mailto:${SUPPORT_EMAIL}`} variant="outline" fullWidth>
            Send an email
          </Button>
        </CardFooter>
      </Card>

      <Card>
        <CardHeader>
          <StyledIcon>
            <MessageCircleIcon size={22} />
          </StyledIcon>
          <StyledTitleRow>
            <CardTitle>Live chat</CardTitle>
            <Badge tone="info">Coming Soon</Badge>
          </StyledTitleRow>
          <CardDescription>Chat with an agent from this page</CardDescription>
        </CardHeader>
        <CardContent>
          <p>Live chat is on its way. Until then, call or email us and we will help you.</p>
        </CardContent>
      </Card>
    </StyledGrid>
  );
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: ${theme.space[4]}px;
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-bottom: ${theme.space[1]}px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.secondarySoft};
  color: ${theme.colors.secondary};
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px;
`;
