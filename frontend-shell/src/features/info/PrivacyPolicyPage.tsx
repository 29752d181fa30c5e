import { useSeo } from '@salone/ui';
import { Link } from '@salone/router';
import { ADDRESS, SUPPORT_EMAIL } from './company';
import { LegalDocument, type LegalSection } from './components/LegalDocument';
import {
  BOOKING_RECORDS_YEARS,
  CHANGE_NOTICE_DAYS,
  CHILDREN_DATA_AGE,
  PRIVACY_RESPONSE_DAYS,
} from './policies';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        Salone ({ADDRESS.join(', ')}) runs this marketplace and decides how the personal data
        described here is used. For any privacy question, e-mail{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    content: (
      <>
        <h3>Your account</h3>
        <p>
          Your first and last name, e-mail address and password. The password is stored only as a
          one-way hash; nobody at Salone can read it.
        </p>
        <h3>Your bookings</h3>
        <p>
          For each booking: the service, dates, number of guests or participants, the traveller's
          name, e-mail and phone number, any special requests, the total, the status, and the
          payment record (amount, USSD code and result). We never see or store your mobile-money
          PIN.
        </p>
        <h3>Documents you upload</h3>
        <p>
          An identity (KYC) document you add to a hotel booking, or the driver's licence you upload
          for a car rented without a driver.
        </p>
        <h3>Messages you send us</h3>
        <p>
          The name, e-mail, optional phone number, subject and message of the contact form, linked
          to your account when you are signed in.
        </p>
        <h3>Technical data</h3>
        <p>
          Our servers log requests (time, address, page requested) to keep the service running and
          to stop abuse, such as repeated failed sign-ins.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    content: (
      <ul>
        <li>To create and manage your bookings, and take payment for them.</li>
        <li>To pass the operator the details it needs to deliver the service.</li>
        <li>To answer your messages and help when something goes wrong.</li>
        <li>To keep accounts secure and meet our legal and accounting duties.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>
          The operator of the service you book (the hotel, organiser, rental company, tour operator
          or estate agent) receives the traveller details and documents the booking needs. The
          mobile-money provider receives the amount, a description of the booking and the phone
          number paying. We share data with authorities only when the law requires it.
        </p>
        <p>
          The map on our contact page is loaded from OpenStreetMap, which receives your browser's IP
          address when the map is shown, as with any website you visit.
        </p>
        <p>We do not sell personal data, and we do not share it with advertisers.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <p>
        We use one cookie: a session cookie that keeps you signed in. It is HttpOnly (scripts on the
        page cannot read it), sent only to our own site, and removed when you sign out. We use no
        advertising, analytics or other tracking cookies, so there is nothing to opt out of.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>
          Booking and payment records: about {BOOKING_RECORDS_YEARS} years, for accounting and tax
          purposes.
        </li>
        <li>Account details: while your account is open.</li>
        <li>
          Uploaded documents and contact messages: only as long as the booking or the conversation
          they belong to needs them.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <p>
        You can ask for a copy of your data, ask us to correct it, or ask us to delete it (we may
        have to keep booking records for the period above). E-mail{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the address on your account; we
        answer every privacy request within {PRIVACY_RESPONSE_DAYS} days.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Salone is not meant for children. We do not knowingly collect data from children under{' '}
        {CHILDREN_DATA_AGE}; if you believe a child has given us their data, tell us and we will
        delete it.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        Data travels encrypted between your browser and our servers. Passwords are hashed, sessions
        can be ended by signing out, and uploaded documents are checked by content and stored out of
        public reach.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We give at least {CHANGE_NOTICE_DAYS} days' notice of changes to this policy, by e-mail to
        account holders and on this page. See also our{' '}
        <Link to="/terms-of-service">Terms of Service</Link>.
      </p>
    ),
  },
];

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  useSeo({
    title: 'Privacy Policy',
    description:
      'What personal data Salone collects when you book travel in Sierra Leone, why, who receives it, how long it is kept and how to exercise your rights.',
    keywords: ['Salone privacy policy', 'personal data', 'cookies', 'data protection Sierra Leone'],
    canonicalPath: '/privacy-policy',
  });
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="How Salone handles your personal data: what we collect, why, who sees it and how long we keep it."
      sections={SECTIONS}
    />
  );
}
