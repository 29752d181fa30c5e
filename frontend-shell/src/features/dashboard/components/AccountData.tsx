import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { z } from 'zod';
import { useNavigate } from '@salone/router';
import { errorText, saloneApi, useAppDispatch } from '@salone/api-client';
import { useDeleteAccountMutation, useLazyExportAccountQuery } from '@salone/api-client/account';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Dialog,
  TextField,
  toast,
  theme,
} from '@salone/ui';
import { useT } from '@salone/i18n';
import { accountMessages, shellMessages, type AccountKey } from '../../../i18n';

export const EXPORT_FILE_NAME = 'salone-my-data.json';

const deleteSchema = z.object({
  password: z.string().min(1, 'data.passwordRequired' satisfies AccountKey),
});
type DeleteValues = z.infer<typeof deleteSchema>;

/** Saves `data` as a JSON file through a temporary link (the browser's own download). */
function saveJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** 'Your data': download everything the account holds, or delete the account. */
export function AccountData() {
  const t = useT(accountMessages);
  const [exportAccount, { isFetching: exporting }] = useLazyExportAccountQuery();
  const [confirmOpen, setConfirmOpen] = useState(false);

  const download = async () => {
    try {
      const data = await exportAccount(undefined, false).unwrap();
      saveJson(data, EXPORT_FILE_NAME);
      toast({
        title: t('data.ready'),
        description: t('data.readyText', { file: EXPORT_FILE_NAME }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('data.downloadFailed'),
        description: errorText(error, t('data.downloadFailedText')),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('data.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledActions>
          <Button type="button" variant="outline" onClick={download} disabled={exporting}>
            {exporting ? t('data.preparing') : t('data.download')}
          </Button>
          <Button type="button" variant="danger" onClick={() => setConfirmOpen(true)}>
            {t('data.delete')}
          </Button>
        </StyledActions>
        <DeleteAccountDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useT(accountMessages);
  const tShell = useT(shellMessages);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DeleteValues>({
    resolver: zodResolver(deleteSchema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const result = await deleteAccount({ deleteAccountDto: values }).unwrap();
      // Signed out everywhere: the cache learns it at once, as after 'Logout'.
      dispatch(
        saloneApi.util.upsertQueryData('getSession', undefined, {
          authenticated: false,
          user: null,
          roles: [],
        }),
      );
      onOpenChange(false);
      toast({ title: t('data.deleted'), description: result.message });
      navigate('/');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('data.notDeleted'),
        description: errorText(error, t('data.notDeletedText')),
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t('data.confirmTitle')}
      description={t('data.confirmText')}
      size="sm"
    >
      <StyledForm onSubmit={submit} noValidate>
        <TextField
          label={tShell('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message && t(errors.password.message as AccountKey)}
          {...register('password')}
        />
        <StyledActions>
          <Button type="submit" variant="danger" disabled={isLoading}>
            {isLoading ? t('data.deleting') : t('data.delete')}
          </Button>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('data.keep')}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
`;
