import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { PartnerListingDto } from '@salone/api-client/partner';
import { Link } from '@salone/router';
import { Button, toast } from '@salone/ui';
import { StyledActions } from '../../../shared/layout';
import {
  clearLocalDraft,
  newListingKey,
  readLocalDraft,
  writeLocalDraft,
} from '../hooks/localDraft';
import type { KindEditor } from '../kinds/types';
import { reportRefusal, StyledForm, useKindForm } from './DetailsForm';
import { FormFields } from '../kinds/formLayout';

/**
 * A new listing's details. Until it is created, the form is kept on this device as it is
 * typed, and put back when the page opens again.
 */
export function NewDetailsForm<V extends FieldValues>({
  editor,
  orgId,
  onCreated,
}: {
  editor: KindEditor<V>;
  orgId: number;
  onCreated(listing: PartnerListingDto): void;
}) {
  const key = newListingKey(orgId, editor.kind);
  const [kept] = useState(() => readLocalDraft(key, editor.empty()));
  const form = useKindForm(editor, kept ?? editor.empty());
  const saver = editor.useSaver();
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState(kept !== null);

  useEffect(() => {
    // What the user types; 'Start again' (a reset) must not keep an empty form.
    const subscription = form.watch((values, { type }) => {
      if (type === 'change') writeLocalDraft(key, values);
    });
    return () => subscription.unsubscribe();
  }, [form, key]);

  const startAgain = () => {
    clearLocalDraft(key);
    form.reset(editor.empty());
    setRestored(false);
  };

  const submit = form.handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    try {
      const listing = await saver.create(orgId, values);
      clearLocalDraft(key);
      toast({ title: 'Draft created', description: `${listing.name} is saved as a draft.` });
      onCreated(listing);
    } catch (error) {
      reportRefusal(error, form, 'Listing not created');
      setBusy(false);
    }
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-label="New listing">
      {restored ? (
        <p role="status">
          Your unsaved form was kept on this device.{' '}
          <Button type="button" variant="ghost" size="sm" onClick={startAgain}>
            Start again
          </Button>
        </p>
      ) : null}
      <FormFields layout={editor.fields} form={form} />
      <StyledActions>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Creating…' : editor.createLabel}
        </Button>
        <Button as={Link} to="/partner/listings" variant="ghost">
          Cancel
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
