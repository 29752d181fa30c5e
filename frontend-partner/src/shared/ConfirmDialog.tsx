import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { Button, Dialog } from '@salone/ui';
import { partnerMessages } from '../i18n';
import { StyledActions } from './layout';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The confirming button, and its text while the request runs. */
  action: string;
  pending: string;
  busy: boolean;
  /** Acts; true when done (the dialog closes), false to keep it open. */
  onConfirm(): Promise<boolean>;
  onClose(): void;
}

/** Asks 'are you sure?' before an action that cannot be undone (revoke, remove, delete). */
export function ConfirmDialog({
  open,
  title,
  description,
  action,
  pending,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useT(partnerMessages);
  const confirm = async () => {
    if (busy) return;
    if (await onConfirm()) onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={description}
      size="sm"
    >
      <StyledButtons>
        <Button type="button" variant="danger" onClick={confirm} disabled={busy}>
          {busy ? pending : action}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('dialog.keep')}
        </Button>
      </StyledButtons>
    </Dialog>
  );
}

const StyledButtons = styled(StyledActions)`
  justify-content: flex-end;
`;
