import styled from 'styled-components';
import { Button, Dialog } from '@salone/ui';

/** Asks before an action that cannot be undone (archiving), then runs it. */
export function ConfirmDialog({
  open,
  title,
  description,
  action,
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  /** The confirming button, and its text while the request runs. */
  action: string;
  pending: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
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
        <Button type="button" variant="danger" disabled={busy} onClick={onConfirm}>
          {busy ? pending : action}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          Keep it
        </Button>
      </StyledButtons>
    </Dialog>
  );
}

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;
