import { errorText } from '@salone/api-client';
import {
  useSuspendOrganisationMutation,
  type AdminOrganisationDto,
} from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { toast } from '@salone/ui';
import { partnerMessages } from '../../i18n';
import { ReasonDialog } from '../../shared/ReasonDialog';

/** Asks why, then suspends the organisation: its listings leave the catalogue. */
export function SuspendDialog({
  organisation,
  onClose,
}: {
  organisation: AdminOrganisationDto | null;
  onClose(): void;
}) {
  const t = useT(partnerMessages);
  const [suspend, { isLoading }] = useSuspendOrganisationMutation();
  const name = organisation?.name ?? '';
  return (
    <ReasonDialog
      open={organisation !== null}
      title={organisation ? t('suspend.title', { name }) : t('suspend.action')}
      description={t('suspend.text')}
      missing={t('suspend.missing')}
      minLength={3}
      action={t('suspend.action')}
      pending={t('suspend.pending')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={async (reason) => {
        if (!organisation) return false;
        try {
          await suspend({ id: organisation.id, reasonDto: { reason } }).unwrap();
        } catch (error) {
          toast({
            variant: 'destructive',
            title: t('suspend.failed'),
            description: errorText(error, t('common.tryAgain'), t('common.offline')),
          });
          return false;
        }
        toast({ title: t('suspend.done'), description: t('suspend.doneText', { name }) });
        return true;
      }}
    />
  );
}
