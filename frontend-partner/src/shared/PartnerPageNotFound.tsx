import { Link } from '@salone/router';
import { Button, useSeo } from '@salone/ui';
import { PartnerPage } from './layout';

/** A path under /partner or /admin that matches nothing. */
export function PartnerPageNotFound({ home }: { home: '/partner' | '/admin' }) {
  useSeo({
    title: 'Page Not Found',
    description: 'This page does not exist.',
    canonicalPath: home,
  });
  return (
    <PartnerPage title="Page Not Found" lead="This page does not exist.">
      <div>
        <Button as={Link} to={home}>
          {home === '/admin' ? 'Back to the admin console' : 'Back to Partner'}
        </Button>
      </div>
    </PartnerPage>
  );
}
