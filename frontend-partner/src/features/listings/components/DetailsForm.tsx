import { useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import type { PartnerListingDto } from '@salone/api-client/partner';
import { useT, type Translate } from '@salone/i18n';
import { Button, toast, theme } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../../i18n';
import { useAutosave } from '../hooks/useAutosave';
import { fieldNames, placeServerErrors } from '../kinds/serverErrors';
import type { KindEditor } from '../kinds/types';
import { SaveStatus } from './SaveStatus';
import { FormFields } from '../kinds/formLayout';

function useKindForm<V extends FieldValues>(editor: KindEditor<V>, defaults: V) {
  return useForm<V>({
    resolver: zodResolver(editor.schema as never) as unknown as Resolver<V>,
    defaultValues: defaults as never,
    mode: 'onTouched',
  });
}

/** The server's refusal: next to the fields it names, and in a toast. */
function reportRefusal<V extends FieldValues>(
  error: unknown,
  form: UseFormReturn<V>,
  title: string,
  t: Translate<PartnerKey>,
): void {
  placeServerErrors(error, fieldNames(form.getValues()), form.setError);
  toast({
    variant: 'destructive',
    title,
    description: errorText(error, t('common.tryAgain'), t('common.offline')),
  });
}

/**
 * A listing's details. A draft is saved while it is typed (with its status shown); a published
 * or unpublished listing is changed with 'Save changes', since travellers see it; an archived
 * one is read only.
 */
export function EditDetailsForm<V extends FieldValues>({
  editor,
  orgId,
  listing,
}: {
  editor: KindEditor<V>;
  orgId: number;
  listing: PartnerListingDto;
}) {
  const t = useT(partnerMessages);
  const [defaults] = useState(() => editor.fromListing(listing));
  const form = useKindForm(editor, defaults);
  const saver = editor.useSaver();
  const [busy, setBusy] = useState(false);
  const isDraft = listing.status === 'draft';
  const readOnly = listing.status === 'archived';

  const autosave = useAutosave({
    form,
    enabled: isDraft,
    save: async (values) => {
      try {
        await saver.update(orgId, listing.id, values);
        return true;
      } catch (error) {
        reportRefusal(error, form, t('details.notSaved'), t);
        return false;
      }
    },
  });

  const submit = form.handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    try {
      await saver.update(orgId, listing.id, values);
      toast({ title: t('details.savedTitle'), description: t('details.savedText') });
    } catch (error) {
      reportRefusal(error, form, t('details.notSaved'), t);
    } finally {
      setBusy(false);
    }
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-label={t('details.form')}>
      <fieldset disabled={readOnly}>
        <FormFields layout={editor.fields} form={form} />
      </fieldset>
      {readOnly ? null : (
        <StyledSaveBar>
          {isDraft ? (
            <SaveStatus state={autosave.state} onRetry={autosave.retry} />
          ) : (
            <Button type="submit" disabled={busy}>
              {busy ? t('details.saving') : t('details.save')}
            </Button>
          )}
        </StyledSaveBar>
      )}
    </StyledForm>
  );
}

/** The save (or the draft's save state) stays at the bottom of the screen while the form is. */
const StyledSaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  padding: ${theme.space[3]}px 0;
  background: ${theme.colors.background};
  border-top: 1px solid ${theme.colors.border};
`;

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;

  > fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
`;

export { useKindForm, reportRefusal };
