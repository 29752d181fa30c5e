import { useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { FileField } from '@salone/ui/media';
import { useT, type Translate } from '@salone/i18n';
import { theme } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../../i18n';

/** What the server accepts (listings.service.ts): JPG or PNG, at most 5 MB each. */
const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const MAX_BYTES = 5 * 1024 * 1024;

/** The files that can be sent, and a message naming those that cannot. */
export function checkPhotos(
  files: File[],
  t: Translate<PartnerKey>,
): { accepted: File[]; refused: string | null } {
  const refusals: string[] = [];
  const accepted = files.filter((file) => {
    if (!/\.(jpe?g|png)$/i.test(file.name) && !/^image\/(jpeg|png)$/.test(file.type)) {
      refusals.push(t('photos.notImage', { name: file.name }));
      return false;
    }
    if (file.size > MAX_BYTES) {
      refusals.push(t('photos.tooLarge', { name: file.name }));
      return false;
    }
    return true;
  });
  return { accepted, refused: refusals.length > 0 ? `${refusals.join('. ')}.` : null };
}

/**
 * Picks photos with the phone's own picker, or takes them dropped on the area. The files are
 * handed over as chosen; each is checked again by the server.
 */
export function PhotoUpload({
  label,
  busy,
  error,
  onFiles,
}: {
  label: string;
  busy: boolean;
  error: string | null;
  onFiles(files: File[]): void;
}) {
  const t = useT(partnerMessages);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!busy) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <StyledDropArea
      $over={over}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <FileField
        label={label}
        accept={ACCEPT}
        multiple
        disabled={busy}
        hint={t('photos.hint')}
        error={error ?? undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </StyledDropArea>
  );
}

const StyledDropArea = styled.div<{ $over: boolean }>`
  padding: ${theme.space[3]}px;
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radii.lg};
  background: ${({ theme, $over }) => ($over ? theme.colors.primarySoft : 'transparent')};
`;
