import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import {
  useListContactMessagesQuery,
  useMarkContactMessageHandledMutation,
  useReadContactMessageQuery,
  useReopenContactMessageMutation,
  type ContactMessageDto,
  type ListContactMessagesApiArg,
} from '@salone/api-client/partner';
import { formatDateTime } from '@salone/format';
import { useT } from '@salone/i18n';
import {
  QueryError,
  Badge,
  Button,
  Dialog,
  Select,
  Skeleton,
  toast,
  useSeo,
  theme,
} from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../i18n';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledActions, StyledFacts, StyledNotice } from '../../shared/layout';
import { StyledCards, StyledCardHead, StyledFilters } from '../../shared/listStyles';

type State = NonNullable<ListContactMessagesApiArg['state']>;

const FILTERS: { value: State; label: PartnerKey }[] = [
  { value: 'open', label: 'messages.filter.open' },
  { value: 'unread', label: 'messages.filter.unread' },
  { value: 'handled', label: 'messages.filter.handled' },
  { value: 'all', label: 'messages.filter.all' },
];

const EMPTY_TEXT: Record<State, PartnerKey> = {
  open: 'messages.empty.open',
  unread: 'messages.empty.unread',
  handled: 'messages.empty.handled',
  all: 'messages.empty.all',
};

const PAGE_SIZE = 20;

/**
 * `/admin/messages`: what visitors sent with the contact form. The messages not handled come
 * first (the default view); open one to read it, then mark it handled or reopen it.
 */
export default function ContactMessagesPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('messages.title'),
    description: t('messages.description'),
    canonicalPath: '/admin/messages',
  });
  const [state, setState] = useState<State>('open');
  const pages = useCursorPages();
  const { cursor } = pages;
  const messages = useListContactMessagesQuery({
    limit: PAGE_SIZE,
    state,
    ...(cursor ? { cursor } : {}),
  });
  const [reading, setReading] = useState<ContactMessageDto | null>(null);

  return (
    <PartnerPage nav="admin" title={t('messages.title')} lead={t('messages.lead')}>
      <StyledFilters
        aria-label={t('messages.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Select
          label={t('messages.show')}
          value={state}
          onChange={(event) => {
            setState(event.target.value as State);
            pages.reset();
          }}
          options={FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        />
      </StyledFilters>
      {messages.isLoading ? (
        <StyledCards aria-busy="true" aria-label={t('messages.loading')}>
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height={96} radius="lg" />
            </li>
          ))}
        </StyledCards>
      ) : messages.isError ? (
        <QueryError text={t('messages.error')} onRetry={() => messages.refetch()} />
      ) : messages.data && messages.data.items.length > 0 ? (
        <>
          <StyledCards aria-label={t('messages.list')} aria-busy={messages.isFetching}>
            {messages.data.items.map((message) => (
              <MessageCard key={message.id} message={message} onRead={() => setReading(message)} />
            ))}
          </StyledCards>
          <CursorPager pages={pages} nextCursor={messages.data.nextCursor} />
        </>
      ) : (
        <StyledNotice>
          <p>{t(EMPTY_TEXT[state])}</p>
        </StyledNotice>
      )}
      <Dialog
        open={reading !== null}
        onOpenChange={(open) => {
          if (open) return;
          // Opening an unread message marked it read: the list shows it on closing.
          if (reading?.readAt === null) void messages.refetch();
          setReading(null);
        }}
        title={reading?.subject ?? t('messages.message')}
        description={reading ? t('messages.from', { name: reading.name }) : undefined}
      >
        {reading ? <MessageReader id={reading.id} /> : null}
      </Dialog>
    </PartnerPage>
  );
}

function MessageCard({ message, onRead }: { message: ContactMessageDto; onRead(): void }) {
  const t = useT(partnerMessages);
  const titleId = `message-${message.id}`;
  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h2 id={titleId}>{message.subject}</h2>
        <StateBadges message={message} />
      </StyledCardHead>
      <StyledFrom>
        {message.name} · {message.email} · {formatDateTime(message.createdAt)}
      </StyledFrom>
      <StyledPreview>{message.message}</StyledPreview>
      <StyledActions>
        <Button
          type="button"
          onClick={onRead}
          aria-label={t('messages.readSubject', { subject: message.subject })}
        >
          {t('messages.read')}
        </Button>
        <HandleButton message={message} />
      </StyledActions>
    </li>
  );
}

function StateBadges({ message }: { message: ContactMessageDto }) {
  const t = useT(partnerMessages);
  return (
    <StyledBadges>
      {message.readAt === null ? <Badge tone="info">{t('messages.unread')}</Badge> : null}
      {message.handledAt !== null ? (
        <Badge tone="success">{t('messages.handled')}</Badge>
      ) : (
        <Badge tone="warning">{t('messages.notHandled')}</Badge>
      )}
    </StyledBadges>
  );
}

/** 'Mark handled' on an open message, 'Reopen' on a handled one. */
function HandleButton({ message }: { message: ContactMessageDto }) {
  const t = useT(partnerMessages);
  const [markHandled, handling] = useMarkContactMessageHandledMutation();
  const [reopen, reopening] = useReopenContactMessageMutation();
  const handled = message.handledAt !== null;
  const busy = handling.isLoading || reopening.isLoading;

  const act = async () => {
    if (busy) return;
    try {
      if (handled) await reopen({ id: message.id }).unwrap();
      else await markHandled({ id: message.id }).unwrap();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: handled ? t('messages.notReopened') : t('messages.notMarked'),
        description: errorText(error, t('common.tryAgain'), t('common.offline')),
      });
      return;
    }
    toast(
      handled
        ? {
            title: t('messages.reopened'),
            description: t('messages.reopenedText', { subject: message.subject }),
          }
        : {
            title: t('messages.marked'),
            description: t('messages.markedText', { subject: message.subject }),
          },
    );
  };

  const label = busy
    ? t('messages.saving')
    : handled
      ? t('messages.reopen')
      : t('messages.markHandled');
  return (
    <Button
      type="button"
      variant="outline"
      onClick={act}
      disabled={busy}
      aria-label={t('messages.actionLabel', { action: label, subject: message.subject })}
    >
      {label}
    </Button>
  );
}

/** The whole message, read from the server (which records that an admin opened it). */
function MessageReader({ id }: { id: string }) {
  const t = useT(partnerMessages);
  const read = useReadContactMessageQuery({ id });

  if (read.isLoading) return <Skeleton height={160} />;
  if (read.isError || !read.data) {
    return <QueryError text={t('messages.readError')} onRetry={() => read.refetch()} />;
  }
  const message = read.data;
  return (
    <StyledReader>
      <StateBadges message={message} />
      <StyledFacts>
        <div>
          <dt>{t('messages.email')}</dt>
          <dd>
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(t('messages.reply', { subject: message.subject }))}`}
            >
              {message.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('messages.phone')}</dt>
          <dd>{message.phone ?? t('messages.notGiven')}</dd>
        </div>
        <div>
          <dt>{t('messages.received')}</dt>
          <dd>{formatDateTime(message.createdAt)}</dd>
        </div>
        {message.handledAt ? (
          <div>
            <dt>{t('messages.handledAt')}</dt>
            <dd>
              {formatDateTime(message.handledAt)}
              {message.handledByEmail ? t('messages.by', { email: message.handledByEmail }) : ''}
            </dd>
          </div>
        ) : null}
      </StyledFacts>
      <StyledBody>{message.message}</StyledBody>
      <StyledActions>
        <HandleButton message={message} />
      </StyledActions>
    </StyledReader>
  );
}

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]}px;
`;

const StyledFrom = styled.p`
  margin: ${theme.space[2]}px 0 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledPreview = styled.p`
  margin: ${theme.space[2]}px 0 ${theme.space[3]}px;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const StyledReader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
`;

const StyledBody = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
