import { errorText } from '@salone/api-client';
import {
  useSuspendOrganisationMutation,
  type AdminOrganisationDto,
} from '@salone/api-client/partner';
import { toast } from '@salone/ui';
import { ReasonDialog } from '../../shared/ReasonDialog';

/** Asks why, then suspends the organisation: its listings leave the catalogue. */
export function SuspendDialog({
  organisation,
  onClose,
}: {
  organisation: AdminOrganisationDto | null;
  onClose(): void;
}) {
  const [suspend, { isLoading }] = useSuspendOrganisationMutation();
  const name = organisation?.name ?? '';
  return (
    <ReasonDialog
      open={organisation !== null}
      title={organisation ? `Suspend ${name}` : 'Suspend'}
      description="Its listings leave the catalogue; bookings already made stand. The operator sees your reason."
      missing="Please give a reason"
      minLength={3}
      action="Suspend"
      pending="Suspending..."
      busy={isLoading}
      onClose={onClose}
      onSubmit={async (reason) => {
        if (!organisation) return false;
        try {
          await suspend({ id: organisation.id, reasonDto: { reason } }).unwrap();
        } catch (error) {
          toast({
            variant: 'destructive',
            title: 'Not suspended',
            description: errorText(error, 'Please try again.', 'Unable to connect to server'),
          });
          return false;
        }
        toast({ title: 'Suspended', description: `${name} is suspended.` });
        return true;
      }}
    />
  );
}
