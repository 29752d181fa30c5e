import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { z } from 'zod';
import { useNavigate } from '@salone/router';
import { errorText, saloneApi, useAppDispatch, useAuth } from '@salone/api-client';
import { useSendSignInCodeMutation } from '@salone/api-client/sign-in';
import { formatPhone } from '@salone/booking-rules';
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

/** The SMS code that confirms it for an account made by phone (it has no password). */
const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
type CodeValues = z.infer<typeof codeSchema>;

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
  const { user } = useAuth();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // An account made by phone has no password: a code sent to its number confirms instead.
  const phone = user && !user.email && user.phone ? user.phone : null;

  const remove = async (proof: { password: string } | { code: string }) => {
    try {
      const result = await deleteAccount({ deleteAccountDto: proof }).unwrap();
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
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('data.confirmTitle')}
      description={t('data.confirmText')}
      size="sm"
    >
      {open && phone ? (
        <DeleteByCode
          phone={phone}
          deleting={isLoading}
          onDelete={remove}
          onKeep={() => onOpenChange(false)}
        />
      ) : null}
      {open && !phone ? (
        <DeleteByPassword
          deleting={isLoading}
          onDelete={remove}
          onKeep={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

interface DeleteFormProps {
  deleting: boolean;
  onDelete(proof: { password: string } | { code: string }): Promise<void>;
  onKeep(): void;
}

function DeleteByPassword({ deleting, onDelete, onKeep }: DeleteFormProps) {
  const t = useT(accountMessages);
  const tShell = useT(shellMessages);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeleteValues>({
    resolver: zodResolver(deleteSchema),
    defaultValues: { password: '' },
  });
  return (
    <StyledForm onSubmit={handleSubmit((values) => onDelete(values))} noValidate>
      <TextField
        label={tShell('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message && t(errors.password.message as AccountKey)}
        {...register('password')}
      />
      <DeleteActions deleting={deleting} onKeep={onKeep} />
    </StyledForm>
  );
}

function DeleteByCode({ phone, deleting, onDelete, onKeep }: DeleteFormProps & { phone: string }) {
  const t = useT(accountMessages);
  const tShell = useT(shellMessages);
  const [sendCode, { isLoading: sending }] = useSendSignInCodeMutation();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const send = async () => {
    try {
      await sendCode({ phoneCodeRequestDto: { phone } }).unwrap();
      setSent(true);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: tShell('auth.phone.codeFailed'),
        description: errorText(error, t('data.notDeletedText')),
      });
    }
  };
  return (
    <StyledForm onSubmit={handleSubmit((values) => onDelete({ code: values.code }))} noValidate>
      <p>{t('data.codeIntro', { phone: formatPhone(phone) })}</p>
      {sent ? (
        <TextField
          label={tShell('auth.phone.codeLabel')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          hint={`${tShell('auth.phone.codeHint')} ${formatPhone(phone)}`}
          error={errors.code ? tShell('auth.error.code') : undefined}
          {...register('code')}
        />
      ) : null}
      {sent ? (
        <DeleteActions deleting={deleting} onKeep={onKeep} />
      ) : (
        <StyledActions>
          <Button type="button" onClick={send} disabled={sending}>
            {sending ? tShell('auth.phone.sendingCode') : tShell('auth.phone.sendCode')}
          </Button>
          <Button type="button" variant="outline" onClick={onKeep}>
            {t('data.keep')}
          </Button>
        </StyledActions>
      )}
    </StyledForm>
  );
}

function DeleteActions({ deleting, onKeep }: { deleting: boolean; onKeep(): void }) {
  const t = useT(accountMessages);
  return (
    <StyledActions>
      <Button type="submit" variant="danger" disabled={deleting}>
        {deleting ? t('data.deleting') : t('data.delete')}
      </Button>
      <Button type="button" variant="outline" onClick={onKeep}>
        {t('data.keep')}
      </Button>
    </StyledActions>
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
