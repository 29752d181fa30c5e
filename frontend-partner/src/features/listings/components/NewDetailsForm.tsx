import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { PartnerListingDto } from '@salone/api-client/partner';
import { Link } from '@salone/router';
import { useT } from '@salone/i18n';
import { Button, toast } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
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
  const t = useT(partnerMessages);
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
      toast({
        title: t('newDetails.createdTitle'),
        description: t('newDetails.createdText', { name: listing.name }),
      });
      onCreated(listing);
    } catch (error) {
      reportRefusal(error, form, t('newDetails.notCreated'), t);
      setBusy(false);
    }
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-label={t('newDetails.form')}>
      {restored ? (
        <p role="status">
          {t('newDetails.kept')}{' '}
          <Button type="button" variant="ghost" size="sm" onClick={startAgain}>
            {t('newDetails.startAgain')}
          </Button>
        </p>
      ) : null}
      <FormFields layout={editor.fields} form={form} />
      <StyledActions>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t('newDetails.creating') : t(editor.createLabel)}
        </Button>
        <Button as={Link} to="/partner/listings" variant="ghost">
          {t('form.cancel')}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
