import type { BookingSnapshot, PaymentSnapshot } from '../events.js';
import { EMAIL_CATALOGUES, EMAIL_LOCALES } from './email-texts.js';
import en from './messages/en.json' with { type: 'json' };
import { renderMail, TEMPLATES, type TemplateName } from './templates.js';

const context = { publicUrl: 'https://salone.example' };
const booking = (locale: string): BookingSnapshot => ({
  id: 'b1',
  reference: 'SL-7K3Q9D',
  serviceType: 'hotel',
  serviceName: 'Radisson Blu Mammy Yoko',
  customerName: 'Mariama Bangura',
  customerEmail: 'mariama@example.com',
  accountEmail: null,
  guests: 2,
  startDate: '2026-03-14T00:00:00.000Z',
  endDate: '2026-03-17T00:00:00.000Z',
  totalAmountUsd: 450,
  status: 'confirmed',
  holdExpiresAt: null,
  freeCancellationUntil: '2026-03-12T14:00:00.000Z',
  operatorEmail: 'bookings@radisson.example',
  customerPhone: null,
  locale,
  operatorSmsPhone: null,
  organisationId: 1,
  details: { roomType: 'Deluxe' },
});
const payment: PaymentSnapshot = {
  id: 'p1',
  ussdCode: '*715*1*0123456789#',
  amountUsd: 50,
  amountSle: 1_125_000,
  expiresAt: '2026-03-01T23:59:00.000Z',
};
const account = (locale?: string) => ({
  email: 'aminata@example.com',
  firstName: 'Aminata',
  link: 'https://salone.example/verify-email?token=abc',
  locale,
});

/** Each template with a payload in `locale`. */
const payloads = (locale: string): Record<TemplateName, unknown> => ({
  booking_received: { booking: booking(locale), payment },
  booking_confirmed: { booking: booking(locale), payment },
  booking_cancelled: {
    booking: booking(locale),
    cancelledBy: 'operator',
    reason: 'Flooded road',
    refundDueUsd: 50,
    wasConfirmed: true,
  },
  booking_expired: { booking: booking(locale) },
  operator_new_booking: { booking: booking(locale), payment },
  operator_cancellation: {
    booking: booking(locale),
    cancelledBy: 'traveller',
    reason: null,
    refundDueUsd: 50,
    wasConfirmed: true,
  },
  admin_operator_application: {
    organisation: { id: '1', name: 'River No. 2 Tours', contactEmail: 'tours@example.com' },
    applicantEmail: 'owner@example.com',
    adminEmails: ['admin@example.com'],
  },
  webhook_paused: {
    organisationId: 1,
    endpoint: { id: 'e1', url: 'https://hooks.example.com/salone' },
    failures: 10,
    failingSince: '2026-03-01T09:30:00.000Z',
    lastError: 'No answer within 5 s',
    ownerEmails: ['owner@example.com'],
  },
  operator_approved: { organisation, operatorEmails: ['owner@example.com'] },
  operator_rejected: { organisation, reason: 'Unknown registration', operatorEmails: [] },
  operator_changes_requested: {
    organisation,
    note: 'Give the registration number as printed',
    operatorEmails: [],
  },
  operator_suspended: { organisation, reason: 'Complaints', operatorEmails: [] },
  listing_unpublished: {
    listing: { kind: 'tour', id: 4, name: 'Banana Islands Day Trip', reason: 'Wrong photos' },
    organisationId: 1,
    byAdmin: true,
    operatorEmails: ['owner@example.com'],
  },
  listing_reinstated: {
    listing: { kind: 'tour', id: 4, name: 'Banana Islands Day Trip' },
    organisationId: 1,
    operatorEmails: ['owner@example.com'],
  },
  listing_review_refused: {
    listing: { kind: 'tour', id: 4, name: 'Banana Islands Day Trip' },
    organisationId: 1,
    reason: 'The boat photo is still not yours',
    operatorEmails: ['owner@example.com'],
  },
  admin_review_requested: {
    listing: { kind: 'tour', id: 4, name: 'Banana Islands Day Trip', reason: 'Wrong photos' },
    organisationName: 'River No. 2 Tours',
    note: 'New photos, all ours',
    adminEmails: ['admin@example.com'],
  },
  arrivals_digest: {
    email: 'frontdesk@example.com',
    organisation: { id: 1, name: 'River No. 2 Tours' },
    date: '2026-03-02',
    arrivals: [
      {
        bookingId: 'b1',
        reference: 'SL-ABC123',
        serviceName: 'Lumley Garden Lodge',
        customerName: 'Aminata Kamara',
        customerPhone: '+23276123456',
        guests: 2,
        roomType: 'Garden Room',
        specialRequests: 'Late arrival ~23:00',
      },
      {
        bookingId: 'b2',
        reference: 'SL-DEF456',
        serviceName: 'Lumley Garden Lodge',
        customerName: 'Mohamed Bangura',
        customerPhone: null,
        guests: 1,
        roomType: null,
        specialRequests: null,
      },
    ],
  },
  member_invited: {
    organisation: { id: 1, name: 'River No. 2 Tours' },
    email: 'new.guide@example.com',
    invitedByEmail: 'owner@example.com',
    existingAccount: false,
  },
  verify_email: account(locale),
  reset_password: account(locale),
  account_exists: account(locale),
  review_request: {
    ...review(locale),
    until: '2026-04-17T00:00:00.000Z',
  },
  review_hidden: { ...review(locale), reason: 'It shares a phone number' },
});

const review = (locale: string) => ({
  email: 'aminata@example.com',
  firstName: 'Aminata',
  locale,
  reference: 'SL-7K3Q9D',
  serviceName: 'Aberdeen Bay Hotel',
  link: 'https://salone.example/dashboard?review=1',
});

const organisation = { id: '1', name: 'River No. 2 Tours', contactEmail: 'tours@example.com' };

const TRAVELLER: TemplateName[] = [
  'booking_received',
  'booking_confirmed',
  'booking_cancelled',
  'booking_expired',
  'verify_email',
  'reset_password',
  'account_exists',
  'review_request',
  'review_hidden',
];

describe('the e-mail catalogue', () => {
  it('has every English message in Krio and French, with the same arguments', () => {
    const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const locale of EMAIL_LOCALES) {
      const catalogue = EMAIL_CATALOGUES[locale];
      expect({ locale, keys: Object.keys(catalogue).sort() }).toEqual({
        locale,
        keys: Object.keys(en).sort(),
      });
      for (const [key, text] of Object.entries(en)) {
        expect({ locale, key, args: argumentsOf(catalogue[key]) }).toEqual({
          locale,
          key,
          args: argumentsOf(text),
        });
      }
    }
  });
});

describe("e-mails in the recipient account's language", () => {
  it('writes every traveller e-mail in Krio and in French, and none in English', () => {
    for (const locale of ['kri', 'fr'] as const) {
      for (const template of TRAVELLER) {
        const mail = renderMail(template, 'x@example.com', payloads(locale)[template], context);
        const english = renderMail(template, 'x@example.com', payloads('en')[template], context);
        expect({ template, locale, same: mail.subject === english.subject }).toEqual({
          template,
          locale,
          same: false,
        });
        expect(mail.text).toContain(locale === 'kri' ? 'Kushɛ ' : 'Bonjour ');
        expect(mail.html).toContain(`<html lang="${locale}">`);
        for (const line of [english.text.split('\n')[0], 'Hello ', 'Booking:', 'Reference:']) {
          expect({ template, locale, english: mail.text.includes(line) }).toEqual({
            template,
            locale,
            english: false,
          });
        }
      }
    }
  });

  it('confirms a booking in Krio, with Krio dates', () => {
    const mail = renderMail(
      'booking_confirmed',
      'x@example.com',
      payloads('kri').booking_confirmed,
      context,
    );
    expect(mail.subject).toBe('Wi dɔn kɔnfam yu bukin: Radisson Blu Mammy Yoko (SL-7K3Q9D)');
    expect(mail.text).toContain('Kushɛ Mariama Bangura,');
    expect(mail.text).toContain(
      'De:                   14 Mach 2026, 14:00 GMT - 17 Mach 2026, 11:00 GMT',
    );
    expect(mail.text).toContain('Opin yu vawcha: https://salone.example/bookings/SL-7K3Q9D');
    expect(mail.html).toContain('Salone — Kam No Salone');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['SL-7K3Q9D.ics']);
  });

  it('writes French dates with the French calendar words', () => {
    const mail = renderMail(
      'booking_received',
      'x@example.com',
      payloads('fr').booking_received,
      context,
    );
    expect(mail.subject).toBe('Réservation enregistrée : Radisson Blu Mammy Yoko (SL-7K3Q9D)');
    expect(mail.text).toContain('sam. 14 mars 2026, 14:00 GMT - mar. 17 mars 2026, 11:00 GMT');
    expect(mail.text).toContain('Veuillez composer le code USSD *715*1*0123456789# pour payer.');
  });

  it('writes English for an account without a language, or one the product does not have', () => {
    for (const locale of [undefined, 'de']) {
      const mail = renderMail('verify_email', 'x@example.com', account(locale), context);
      expect(mail.subject).toBe('Verify your e-mail address');
      expect(mail.text.split('\n').slice(0, 6)).toEqual([
        'Verify your e-mail address',
        '==========================',
        '',
        'Hello Aminata,',
        '',
        'Please confirm that this is your e-mail address. You need it to make your first booking.',
      ]);
      expect(mail.html).toContain('<html lang="en">');
    }
  });

  it("writes the operators' and admins' e-mails in English, whatever the traveller's language", () => {
    const operator = renderMail(
      'operator_new_booking',
      'ops@example.com',
      payloads('kri').operator_new_booking,
      context,
    );
    expect(operator.subject).toBe('New booking: Radisson Blu Mammy Yoko (SL-7K3Q9D)');
    expect(operator.text).toContain('Booking:   Hotel stay: Radisson Blu Mammy Yoko');
    expect(operator.text).toContain('Paid:      SLE 1,125,000.00 ($50.00)');
    const cancelled = renderMail(
      'operator_cancellation',
      'ops@example.com',
      payloads('fr').operator_cancellation,
      context,
    );
    expect(cancelled.text).toContain(
      'The traveller cancelled booking SL-7K3Q9D. What it held is free again.',
    );
    expect(cancelled.text).toContain('Refund due: $50.00');
  });

  it('tells an owner that a webhook endpoint is paused and how to resume it', () => {
    const mail = renderMail(
      'webhook_paused',
      'owner@example.com',
      payloads('en').webhook_paused,
      context,
    );
    expect(mail.subject).toBe('Webhook endpoint paused: https://hooks.example.com/salone');
    expect(mail.text).toContain('its last 10 tries failed');
    expect(mail.text).toContain('No answer within 5 s');
    expect(mail.text).toContain('send a test event');
  });

  it("gives the front desk the guest's phone, special requests and what to prepare", () => {
    const mail = renderMail(
      'operator_new_booking',
      'ops@example.com',
      {
        booking: {
          ...booking('kri'),
          customerPhone: '+23276123456',
          details: { roomType: 'Deluxe', specialRequests: ' Late arrival ~23:00 ' },
        },
        payment,
      },
      context,
    );
    expect(mail.text).toContain('Phone:            +23276123456');
    expect(mail.text).toContain('Special requests: Late arrival ~23:00');
    expect(mail.text).toContain(
      "To prepare: have the booking ready under reference SL-7K3Q9D, read the guest's special requests, and call the guest on +23276123456 if anything is unclear.",
    );
    // Without a phone or requests, neither line is shown.
    const bare = renderMail(
      'operator_new_booking',
      'ops@example.com',
      payloads('en').operator_new_booking,
      context,
    );
    expect(bare.text).not.toContain('Phone:');
    expect(bare.text).not.toContain('Special requests:');
  });

  it('tells the operator of moderation and applications, with the reason and a link', () => {
    const render = (template: TemplateName) =>
      renderMail(template, 'owner@example.com', payloads('en')[template], context);
    const unpublished = render('listing_unpublished');
    expect(unpublished.subject).toBe('Listing unpublished by Salone: Banana Islands Day Trip');
    expect(unpublished.text).toContain('Reason:  Wrong photos');
    expect(unpublished.text).toContain('https://salone.example/partner/listings/tour/4');
    expect(render('listing_reinstated').subject).toBe(
      'Listing reinstated: Banana Islands Day Trip',
    );
    expect(render('listing_review_refused').text).toContain('The boat photo is still not yours');
    expect(render('admin_review_requested').text).toContain('Note:         New photos, all ours');
    expect(render('operator_approved').subject).toBe(
      'Your organisation is approved: River No. 2 Tours',
    );
    expect(render('operator_rejected').text).toContain('Reason: Unknown registration');
    expect(render('operator_changes_requested').text).toContain(
      'Note: Give the registration number as printed',
    );
    const invited = render('member_invited');
    expect(invited.subject).toBe('You are invited to join River No. 2 Tours on Salone');
    expect(invited.text).toContain(
      'https://salone.example/login?tab=register&email=new.guide%40example.com',
    );
  });

  it("lists tomorrow's arrivals with phones and special requests in the digest", () => {
    const digest = renderMail(
      'arrivals_digest',
      'frontdesk@example.com',
      payloads('en').arrivals_digest,
      context,
    );
    expect(digest.subject).toBe("Tomorrow's arrivals at River No. 2 Tours: 2");
    expect(digest.text).toContain('2 bookings arrive on Monday 2 March at River No. 2 Tours.');
    expect(digest.text).toContain('Lumley Garden Lodge (Garden Room)');
    expect(digest.text).toContain('+23276123456');
    expect(digest.text).toContain('Late arrival ~23:00');
    expect(digest.text).toContain('Mohamed Bangura');
    expect(digest.text).toContain('https://salone.example/partner/bookings');
  });

  it('has a template for every name a delivery stores', () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual(Object.keys(payloads('en')).sort());
  });
});
