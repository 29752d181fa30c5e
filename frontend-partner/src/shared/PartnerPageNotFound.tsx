import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { Button, useSeo } from '@salone/ui';
import { partnerMessages } from '../i18n';
import { PartnerPage } from './layout';

/** A path under /partner or /admin that matches nothing. */
export function PartnerPageNotFound({ home }: { home: '/partner' | '/admin' }) {
  const t = useT(partnerMessages);
  useSeo({
    title: t('notFound.title'),
    description: t('notFound.text'),
    canonicalPath: home,
  });
  return (
    <PartnerPage title={t('notFound.title')} lead={t('notFound.text')}>
      <div>
        <Button as={Link} to={home}>
          {home === '/admin' ? t('notFound.backToAdmin') : t('gate.backToPartner')}
        </Button>
      </div>
    </PartnerPage>
  );
}
