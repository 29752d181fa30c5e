import type { ReactNode } from 'react';
import { useSeo } from '@salone/ui';
import { Link } from '@salone/router';
import { useT, type Translate } from '@salone/i18n';
import { pagesMessages, type PagesKey } from '../../i18n';
import { ADDRESS, PHONE, PHONE_TEL, SUPPORT_EMAIL } from './company';
import { LegalDocument, type LegalSection } from './components/LegalDocument';
import {
  CANCELLATION_SERVICES,
  CHANGE_NOTICE_DAYS,
  DEFAULT_HOLD_MINUTES,
  DISPUTE_RESPONSE_BUSINESS_DAYS,
  MINIMUM_AGE,
  PAYMENT_METHODS,
  REFUND_BUSINESS_DAYS,
  UPLOAD_MAX_MB,
} from './policies';

const b = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** The terms' sections in the page's language (the text is in the pages' catalogue). */
function sections(t: Translate<PagesKey>): LegalSection[] {
  const p = (key: PagesKey) => <p>{t(key)}</p>;
  return [
    {
      id: 'our-role',
      title: t('terms.role.title'),
      content: (
        <>
          {p('terms.role.marketplace')}
          {p('terms.role.agreement')}
        </>
      ),
    },
    {
      id: 'eligibility',
      title: t('terms.eligibility.title'),
      content: (
        <>
          <p>{t('terms.eligibility.age', { age: MINIMUM_AGE })}</p>
          {p('terms.eligibility.private')}
        </>
      ),
    },
    {
      id: 'bookings',
      title: t('terms.bookings.title'),
      content: (
        <>
          {p('terms.bookings.account')}
          <ul>
            <li>{t.rich('terms.bookings.pending', { b, minutes: DEFAULT_HOLD_MINUTES })}</li>
            <li>{t.rich('terms.bookings.expired', { b })}</li>
            <li>{t.rich('terms.bookings.confirmed', { b })}</li>
            <li>
              {t.rich('terms.bookings.cancelled', {
                b,
                link: (chunks: ReactNode[]) => <a href="#cancellations">{chunks}</a>,
              })}
            </li>
          </ul>
          <p>{t('terms.bookings.documents', { types: t('uploads.types'), mb: UPLOAD_MAX_MB })}</p>
        </>
      ),
    },
    {
      id: 'prices-payment',
      title: t('terms.prices.title'),
      content: (
        <>
          {p('terms.prices.total')}
          {p('terms.prices.methods')}
          <ul>
            {PAYMENT_METHODS.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
          {p('terms.prices.leones')}
        </>
      ),
    },
    {
      id: 'cancellations',
      title: t('terms.cancellations.title'),
      content: (
        <>
          {p('terms.cancellations.intro')}
          <ul>
            {CANCELLATION_SERVICES.map((service) => (
              <li key={service}>
                {t.rich(`terms.cancellations.${service}`, {
                  b,
                  window: t(`cancellation.${service}`),
                })}
              </li>
            ))}
          </ul>
          <p>{t('terms.cancellations.refunds', { days: REFUND_BUSINESS_DAYS })}</p>
        </>
      ),
    },
    {
      id: 'responsibilities',
      title: t('terms.responsibilities.title'),
      content: (
        <ul>
          {(['lawful', 'rules', 'documents', 'uploads'] as const).map((duty) => (
            <li key={duty}>{t(`terms.responsibilities.${duty}`)}</li>
          ))}
        </ul>
      ),
    },
    { id: 'liability', title: t('terms.liability.title'), content: p('terms.liability.text') },
    {
      id: 'disputes',
      title: t('terms.disputes.title'),
      content: <p>{t('terms.disputes.text', { days: DISPUTE_RESPONSE_BUSINESS_DAYS })}</p>,
    },
    {
      id: 'changes',
      title: t('terms.changes.title'),
      content: <p>{t('terms.changes.text', { days: CHANGE_NOTICE_DAYS })}</p>,
    },
    {
      id: 'contact',
      title: t('terms.contact.title'),
      content: (
        <>
          <p>
            {t.rich('terms.contact.text', {
              email: SUPPORT_EMAIL,
              phone: PHONE,
              address: ADDRESS.join(', '),
              mail: (chunks: ReactNode[]) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a>,
              tel: (chunks: ReactNode[]) => <a href={`tel:${PHONE_TEL}`}>{chunks}</a>,
            })}
          </p>
          <p>
            {t.rich('terms.contact.seeAlso', {
              privacy: (chunks: ReactNode[]) => <Link to="/privacy-policy">{chunks}</Link>,
              help: (chunks: ReactNode[]) => <Link to="/help-center">{chunks}</Link>,
            })}
          </p>
        </>
      ),
    },
  ];
}

/** /terms-of-service */
export default function TermsOfServicePage() {
  const t = useT(pagesMessages);
  useSeo({
    title: t('terms.seoTitle'),
    description: t('terms.seoDescription'),
    keywords: [
      'Salone terms of service',
      'cancellation policy',
      'refund policy',
      'Sierra Leone booking terms',
    ],
    canonicalPath: '/terms-of-service',
  });
  return <LegalDocument title={t('terms.title')} lead={t('terms.lead')} sections={sections(t)} />;
}
