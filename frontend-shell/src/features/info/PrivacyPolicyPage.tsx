import type { ReactNode } from 'react';
import { useSeo } from '@salone/ui';
import { Link } from '@salone/router';
import { useT, type Translate } from '@salone/i18n';
import { pagesMessages, type PagesKey } from '../../i18n';
import { ADDRESS, SUPPORT_EMAIL } from './company';
import { LegalDocument, type LegalSection } from './components/LegalDocument';
import {
  BOOKING_RECORDS_YEARS,
  CHANGE_NOTICE_DAYS,
  CHILDREN_DATA_AGE,
  PRIVACY_RESPONSE_DAYS,
} from './policies';

const mail = (chunks: ReactNode[]) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a>;

/** The policy's sections in the page's language (the text is in the pages' catalogue). */
function sections(t: Translate<PagesKey>): LegalSection[] {
  const block = (key: PagesKey) => <p>{t(key)}</p>;
  return [
    {
      id: 'who-we-are',
      title: t('privacy.whoWeAre.title'),
      content: (
        <p>
          {t.rich('privacy.whoWeAre.text', {
            address: ADDRESS.join(', '),
            email: SUPPORT_EMAIL,
            mail,
          })}
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: t('privacy.collect.title'),
      content: (
        <>
          {(['account', 'bookings', 'documents', 'messages', 'technical'] as const).map((part) => (
            <SubSection
              key={part}
              title={t(`privacy.collect.${part}.title`)}
              text={t(`privacy.collect.${part}.text`)}
            />
          ))}
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: t('privacy.use.title'),
      content: (
        <ul>
          {(['bookings', 'operator', 'messages', 'security'] as const).map((use) => (
            <li key={use}>{t(`privacy.use.${use}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: t('privacy.sharing.title'),
      content: (
        <>
          {block('privacy.sharing.operators')}
          {block('privacy.sharing.map')}
          {block('privacy.sharing.noSale')}
        </>
      ),
    },
    { id: 'cookies', title: t('privacy.cookies.title'), content: block('privacy.cookies.text') },
    {
      id: 'retention',
      title: t('privacy.retention.title'),
      content: (
        <ul>
          <li>{t('privacy.retention.bookings', { years: BOOKING_RECORDS_YEARS })}</li>
          <li>{t('privacy.retention.account')}</li>
          <li>{t('privacy.retention.documents')}</li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: t('privacy.rights.title'),
      content: (
        <p>
          {t.rich('privacy.rights.text', {
            email: SUPPORT_EMAIL,
            days: PRIVACY_RESPONSE_DAYS,
            mail,
          })}
        </p>
      ),
    },
    {
      id: 'children',
      title: t('privacy.children.title'),
      content: <p>{t('privacy.children.text', { age: CHILDREN_DATA_AGE })}</p>,
    },
    { id: 'security', title: t('privacy.security.title'), content: block('privacy.security.text') },
    {
      id: 'changes',
      title: t('privacy.changes.title'),
      content: (
        <p>
          {t.rich('privacy.changes.text', {
            days: CHANGE_NOTICE_DAYS,
            terms: (chunks: ReactNode[]) => <Link to="/terms-of-service">{chunks}</Link>,
          })}
        </p>
      ),
    },
  ];
}

function SubSection({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h3>{title}</h3>
      <p>{text}</p>
    </>
  );
}

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  const t = useT(pagesMessages);
  useSeo({
    title: t('privacy.seoTitle'),
    description: t('privacy.seoDescription'),
    keywords: ['Salone privacy policy', 'personal data', 'cookies', 'data protection Sierra Leone'],
    canonicalPath: '/privacy-policy',
  });
  return (
    <LegalDocument title={t('privacy.title')} lead={t('privacy.lead')} sections={sections(t)} />
  );
}
