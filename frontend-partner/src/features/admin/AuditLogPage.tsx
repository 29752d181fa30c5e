import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useListAuditLogQuery, type ListAuditLogApiArg } from '@salone/api-client/partner';
import { Button, TextField, useSeo, theme } from '@salone/ui';
import { useCursorPages } from '../../shared/CursorPager';
import { AuditEntries } from '../../shared/AuditEntryCard';
import { PartnerPage, StyledActions } from '../../shared/layout';

const PAGE_SIZE = 25;

/** The server's pattern for an action: `listing.publish`, `member.remove`. */
const ACTION = /^[a-z_]+(\.[a-z_]+)?$/;

const filtersSchema = z
  .object({
    actor: z.string().trim().max(254, 'At most 254 characters'),
    action: z
      .string()
      .trim()
      .refine((value) => value === '' || ACTION.test(value), 'Write it like listing.publish'),
    from: z.string(),
    to: z.string(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    path: ['to'],
    message: 'Choose a day on or after the first day',
  });

type Filters = z.input<typeof filtersSchema>;

const NO_FILTERS: Filters = { actor: '', action: '', from: '', to: '' };

/** `/admin/audit-log`: every operator and admin action, newest first, with filters. */
export default function AuditLogPage() {
  useSeo({
    title: 'Audit log',
    description: 'Who did what, and when.',
    canonicalPath: '/admin/audit-log',
  });
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const pages = useCursorPages();
  const { cursor } = pages;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Filters>({ resolver: zodResolver(filtersSchema), defaultValues: NO_FILTERS });

  const apply = (next: Filters) => {
    setFilters(next);
    pages.reset();
  };
  const submit = handleSubmit((values) =>
    apply({ ...values, actor: values.actor.trim(), action: values.action.trim() }),
  );
  const clear = () => {
    reset(NO_FILTERS);
    apply(NO_FILTERS);
  };

  const arg: ListAuditLogApiArg = {
    limit: PAGE_SIZE,
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(cursor ? { cursor } : {}),
  };
  const log = useListAuditLogQuery(arg);
  const filtered = Boolean(filters.actor || filters.action || filters.from || filters.to);

  return (
    <PartnerPage
      nav="admin"
      title="Audit log"
      lead="What operators and admins did, newest first. Days are in Freetown time (GMT)."
    >
      <StyledFilterForm onSubmit={submit} noValidate aria-label="Filter the audit log">
        <TextField
          label="Who (e-mail or part of it)"
          type="search"
          maxLength={254}
          {...register('actor')}
          error={errors.actor?.message}
        />
        <TextField
          label="Action"
          type="search"
          hint="e.g. listing.publish, member.remove"
          autoCapitalize="none"
          {...register('action')}
          error={errors.action?.message}
        />
        <TextField label="From" type="date" {...register('from')} error={errors.from?.message} />
        <TextField label="To" type="date" {...register('to')} error={errors.to?.message} />
        <StyledActions>
          <Button type="submit" variant="outline">
            Apply filters
          </Button>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </StyledActions>
      </StyledFilterForm>
      <AuditEntries
        log={log}
        pages={pages}
        label={{ list: 'Audit entries', loading: 'audit log' }}
        failedText="The audit log could not be loaded."
        emptyText={filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}
      />
    </PartnerPage>
  );
}

const StyledFilterForm = styled.form`
  display: grid;
  gap: ${theme.space[3]}px;
  align-items: start;

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  > :last-child {
    grid-column: 1 / -1;
  }
`;
