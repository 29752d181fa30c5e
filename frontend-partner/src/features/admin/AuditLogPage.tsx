import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useListAuditLogQuery, type ListAuditLogApiArg } from '@salone/api-client/partner';
import { useT, type Translate } from '@salone/i18n';
import { Button, TextField, useSeo, theme } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../i18n';
import { useCursorPages } from '../../shared/CursorPager';
import { AuditEntries } from '../../shared/AuditEntryCard';
import { PartnerPage, StyledActions } from '../../shared/layout';

const PAGE_SIZE = 25;

/** The server's pattern for an action: `listing.publish`, `member.remove`. */
const ACTION = /^[a-z_]+(\.[a-z_]+)?$/;

/** The filters' rules, their messages in the page's words. */
const filtersSchema = (t: Translate<PartnerKey>) =>
  z
    .object({
      actor: z.string().trim().max(254, t('audit.actorTooLong')),
      action: z
        .string()
        .trim()
        .refine((value) => value === '' || ACTION.test(value), t('audit.actionPattern')),
      from: z.string(),
      to: z.string(),
    })
    .refine((value) => !value.from || !value.to || value.from <= value.to, {
      path: ['to'],
      message: t('audit.toAfterFrom'),
    });

type Filters = z.input<ReturnType<typeof filtersSchema>>;

const NO_FILTERS: Filters = { actor: '', action: '', from: '', to: '' };

/** `/admin/audit-log`: every operator and admin action, newest first, with filters. */
export default function AuditLogPage() {
  const t = useT(partnerMessages);
  const schema = useMemo(() => filtersSchema(t), [t]);
  useSeo({
    title: t('audit.title'),
    description: t('audit.description'),
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
  } = useForm<Filters>({ resolver: zodResolver(schema), defaultValues: NO_FILTERS });

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
    <PartnerPage nav="admin" title={t('audit.title')} lead={t('audit.lead')}>
      <StyledFilterForm onSubmit={submit} noValidate aria-label={t('audit.filters')}>
        <TextField
          label={t('audit.actor')}
          type="search"
          maxLength={254}
          {...register('actor')}
          error={errors.actor?.message}
        />
        <TextField
          label={t('audit.action')}
          type="search"
          hint={t('audit.actionHint')}
          autoCapitalize="none"
          {...register('action')}
          error={errors.action?.message}
        />
        <TextField
          label={t('audit.from')}
          type="date"
          {...register('from')}
          error={errors.from?.message}
        />
        <TextField
          label={t('audit.to')}
          type="date"
          {...register('to')}
          error={errors.to?.message}
        />
        <StyledActions>
          <Button type="submit" variant="outline">
            {t('audit.apply')}
          </Button>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clear}>
              {t('audit.clear')}
            </Button>
          ) : null}
        </StyledActions>
      </StyledFilterForm>
      <AuditEntries
        log={log}
        reader="admin"
        pages={pages}
        label={{ list: t('audit.entries'), loading: t('audit.loading') }}
        failedText={t('audit.error')}
        emptyText={filtered ? t('audit.noMatch') : t('audit.empty')}
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
