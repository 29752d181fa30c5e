import { useSeo } from '@salone/ui';
import { Link } from '@salone/router';
import { ADDRESS, PHONE, PHONE_TEL, SUPPORT_EMAIL } from './company';
import { LegalDocument, type LegalSection } from './components/LegalDocument';
import {
  CANCELLATION_WINDOWS,
  CHANGE_NOTICE_DAYS,
  DEFAULT_HOLD_MINUTES,
  DISPUTE_RESPONSE_BUSINESS_DAYS,
  MINIMUM_AGE,
  PAYMENT_METHODS,
  REFUND_BUSINESS_DAYS,
  UPLOAD_MAX_MB,
  UPLOAD_TYPES,
} from './policies';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'our-role',
    title: 'Our role',
    content: (
      <>
        <p>
          Salone is a marketplace. We list hotels, event tickets, car rentals, guided tours and
          property viewings in Sierra Leone, take your booking and collect your payment. The
          services themselves are delivered by independent third-party operators: hotels, event
          organisers, rental companies, tour operators and estate agents.
        </p>
        <p>
          When you book, you enter into an agreement with the operator for the service, and with us
          for the booking and payment. An operator's own rules (a hotel's check-in time, a tour's
          fitness requirements) apply alongside these terms.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Salone',
    content: (
      <>
        <p>
          You must be {MINIMUM_AGE} or older to create an account or make a booking, or have the
          consent of a parent or legal guardian who accepts these terms for you.
        </p>
        <p>
          Keep your sign-in details private: bookings made from your account are treated as made by
          you. Give accurate details on every form; the operator relies on them.
        </p>
      </>
    ),
  },
  {
    id: 'bookings',
    title: 'Bookings',
    content: (
      <>
        <p>
          Browsing is open to everyone; booking requires an account. You may book for someone else
          by giving their name and contact details; the booking stays in your account and you remain
          responsible for it.
        </p>
        <ul>
          <li>
            <strong>Pending payment.</strong> A new booking holds the room, car, seats, tickets or
            viewing slot for a limited time (normally {DEFAULT_HOLD_MINUTES} minutes) while you pay.
          </li>
          <li>
            <strong>Expired.</strong> If the hold runs out before payment arrives, the booking
            expires and the hold is released. Nothing is charged; you can book again if the service
            is still available.
          </li>
          <li>
            <strong>Confirmed.</strong> The booking is confirmed once the payment provider tells us
            your payment has succeeded. Each booking has a short reference (such as SL-7K3Q9D) to
            quote when you contact us or the operator.
          </li>
          <li>
            <strong>Cancelled.</strong> See <a href="#cancellations">Cancellations and refunds</a>.
          </li>
        </ul>
        <p>
          Some bookings need a document: a driver's licence for a car rented without a driver, and
          optionally an identity document for a hotel stay. Uploads must be {UPLOAD_TYPES} files of
          up to {UPLOAD_MAX_MB} MB.
        </p>
      </>
    ),
  },
  {
    id: 'prices-payment',
    title: 'Prices and payment',
    content: (
      <>
        <p>
          Prices are shown in US dollars and include the charges listed on the booking form. We
          calculate the total of every booking ourselves from the current price list; if a price
          changed while you were booking, we tell you the new total before anything is charged.
        </p>
        <p>Accepted payment methods:</p>
        <ul>
          {PAYMENT_METHODS.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
        <p>
          Payments can be made in leones (SLE, which replaced the old SLL) or in US dollars. Mobile
          money (Orange Money and AfriMoney) is charged in leones: after booking you receive a USSD
          code to dial on your phone, and the payment step shows both the dollar price and the leone
          amount at the exchange rate applied to your payment.
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations and refunds',
    content: (
      <>
        <p>
          You can cancel an unpaid booking at any time from your dashboard. A paid booking can be
          cancelled free of charge until:
        </p>
        <ul>
          {CANCELLATION_WINDOWS.map(({ service, window }) => (
            <li key={service}>
              <strong>{service}:</strong> {window}
            </li>
          ))}
        </ul>
        <p>
          Refunds for bookings cancelled in time are paid back to the method you paid with within{' '}
          {REFUND_BUSINESS_DAYS} business days. After the free-cancellation deadline, contact us:
          any refund then depends on the operator's own policy.
        </p>
      </>
    ),
  },
  {
    id: 'responsibilities',
    title: 'Your responsibilities',
    content: (
      <ul>
        <li>Use Salone lawfully and only for real bookings.</li>
        <li>Follow the operator's rules and local laws while using the service.</li>
        <li>
          Bring the documents the booking needs (identity, driver's licence) and arrive on time.
        </li>
        <li>Do not upload anything you are not entitled to share.</li>
      </ul>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    content: (
      <p>
        Operators are responsible for the services they deliver. We are responsible for taking your
        booking and payment correctly and for the accuracy of what we publish about our own service.
        Listings, photos and descriptions come from operators; we check them with care but cannot
        guarantee every detail. Nothing in these terms limits rights you have under the law of
        Sierra Leone.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Complaints and disputes',
    content: (
      <p>
        If something goes wrong, contact us with your booking reference. We work with the operator
        to put it right and give you a full answer within {DISPUTE_RESPONSE_BUSINESS_DAYS} business
        days.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We give at least {CHANGE_NOTICE_DAYS} days' notice of changes to these terms, by e-mail to
        account holders and on this page.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>
          Questions about these terms: e-mail{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, call{' '}
          <a href={`tel:${PHONE_TEL}`}>{PHONE}</a>, or write to Salone, {ADDRESS.join(', ')}.
        </p>
        <p>
          See also our <Link to="/privacy-policy">Privacy Policy</Link> and the{' '}
          <Link to="/help-center">Help Center</Link>.
        </p>
      </>
    ),
  },
];

/** /terms-of-service */
export default function TermsOfServicePage() {
  useSeo({
    title: 'Terms of Service',
    description:
      'The terms for booking hotels, events, car rentals, tours and property viewings on Salone: payment, free cancellation windows, refunds and disputes.',
    keywords: [
      'Salone terms of service',
      'cancellation policy',
      'refund policy',
      'Sierra Leone booking terms',
    ],
    canonicalPath: '/terms-of-service',
  });
  return (
    <LegalDocument
      title="Terms of Service"
      lead="The rules for using Salone to book travel and services in Sierra Leone. Please read them before you book."
      sections={SECTIONS}
    />
  );
}
