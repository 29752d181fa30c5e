import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import { useUploadDocumentMutation, type UploadDto } from '@salone/api-client/bookings';
import { CheckCircleIcon, theme } from '@salone/ui';
import { FileField } from '@salone/ui/media';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../i18n';
import { useProblemText } from './problems';

/** Accepted documents (docs/product.md, validation; enforced, by content, on the server too). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

export const DOCUMENT_TYPE_MESSAGE = 'Please choose a PDF, JPG or PNG file';
export const DOCUMENT_SIZE_MESSAGE = 'The file is larger than 5MB';

interface DocumentUploadProps {
  label: string;
  purpose: UploadDto['purpose'];
  value: UploadDto | null;
  onChange(upload: UploadDto | null): void;
  /** A form-level error (e.g. 'required'). */
  error?: string;
  hint?: string;
  /** Told when an upload starts and ends, so the form can wait for it before sending. */
  onUploadingChange?(uploading: boolean): void;
}

/**
 * A document sent ahead of the booking (KYC, driver's licence): checked here for type and
 * size, uploaded at once, and referenced by its id in the booking.
 */
export function DocumentUpload({
  label,
  purpose,
  value,
  onChange,
  error,
  hint,
  onUploadingChange,
}: DocumentUploadProps) {
  const [upload, { isLoading }] = useUploadDocumentMutation();
  const [problem, setProblem] = useState<string>();
  const statusId = useId();
  const t = useT(bookingMessages);
  const problemText = useProblemText();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProblem(undefined);
    onChange(null);
    if (!file) return;
    if (!ACCEPTED_EXTENSIONS.test(file.name)) {
      setProblem(DOCUMENT_TYPE_MESSAGE);
      event.target.value = '';
      return;
    }
    if (file.size > DOCUMENT_MAX_BYTES) {
      setProblem(DOCUMENT_SIZE_MESSAGE);
      event.target.value = '';
      return;
    }
    onUploadingChange?.(true);
    try {
      onChange(await upload({ body: { file, purpose } }).unwrap());
    } catch (failure) {
      setProblem(errorText(failure, t('problem.uploadFailed')));
      event.target.value = '';
    } finally {
      onUploadingChange?.(false);
    }
  };

  return (
    <div>
      <FileField
        label={label}
        accept={DOCUMENT_ACCEPT}
        onChange={choose}
        disabled={isLoading}
        error={problemText(problem ?? error)}
        hint={hint ?? t('form.documentHint')}
        aria-describedby={value || isLoading ? statusId : undefined}
      />
      <StyledStatus id={statusId} role="status">
        {isLoading && t('form.uploading')}
        {value && !isLoading && (
          <>
            <CheckCircleIcon size={16} /> {t('form.uploaded', { fileName: value.fileName })}
          </>
        )}
      </StyledStatus>
    </div>
  );
}

const StyledStatus = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]}px;
  min-height: 1.25em;
  margin: ${theme.space[1]}px 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.success};
`;
