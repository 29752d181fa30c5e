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

export const EXPORT_FILE_NAME = 'salone-my-data.json';

const deleteSchema = z.object({
  password: z.string().min(1, 'Please enter your password to delete your account'),
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
  const [exportAccount, { isFetching: exporting }] = useLazyExportAccountQuery();
  const [confirmOpen, setConfirmOpen] = useState(false);

  const download = async () => {
    try {
      const data = await exportAccount(undefined, false).unwrap();
      saveJson(data, EXPORT_FILE_NAME);
      toast({
        title: 'Your data is ready',
        description: `Saved as ${EXPORT_FILE_NAME}: your account, bookings and trip plans.`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: errorText(error, 'Your data could not be downloaded. Please try again.'),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your Data</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledActions>
          <Button type="button" variant="outline" onClick={download} disabled={exporting}>
            {exporting ? 'Preparing...' : 'Download my data'}
          </Button>
          <Button type="button" variant="danger" onClick={() => setConfirmOpen(true)}>
            Delete my account
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
      toast({ title: 'Account deleted', description: result.message });
      navigate('/');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Account not deleted',
        description: errorText(error, 'Your account could not be deleted. Please try again.'),
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
      title="Delete your account?"
      description="This cannot be undone. You will be signed out everywhere; your unpaid bookings are cancelled, your documents and trip plans deleted. Your bookings stay with the operators without your name or contact details."
      size="sm"
    >
      <StyledForm onSubmit={submit} noValidate>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <StyledActions>
          <Button type="submit" variant="danger" disabled={isLoading}>
            {isLoading ? 'Deleting...' : 'Delete my account'}
          </Button>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Keep my account
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
