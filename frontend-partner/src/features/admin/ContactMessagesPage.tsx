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
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledActions, StyledFacts, StyledNotice } from '../../shared/layout';
import { StyledCards, StyledCardHead, StyledFilters } from '../../shared/listStyles';

type State = NonNullable<ListContactMessagesApiArg['state']>;

const FILTERS: { value: State; label: string }[] = [
  { value: 'open', label: 'Not handled' },
  { value: 'unread', label: 'Unread' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All messages' },
];

const EMPTY_TEXT: Record<State, string> = {
  open: 'Every message is handled.',
  unread: 'No unread messages.',
  handled: 'No handled messages yet.',
  all: 'No messages yet.',
};

const PAGE_SIZE = 20;

/**
 * `/admin/messages`: what visitors sent with the contact form. The messages not handled come
 * first (the default view); open one to read it, then mark it handled or reopen it.
 */
export default function ContactMessagesPage() {
  useSeo({
    title: 'Contact messages',
    description: 'Messages sent with the contact form.',
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
    <PartnerPage
      nav="admin"
      title="Contact messages"
      lead="Read what visitors wrote, answer by e-mail, then mark the message handled."
    >
      <StyledFilters aria-label="Filter messages" onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Show"
          value={state}
          onChange={(event) => {
            setState(event.target.value as State);
            pages.reset();
          }}
          options={FILTERS}
        />
      </StyledFilters>
      {messages.isLoading ? (
        <StyledCards aria-busy="true" aria-label="Loading messages">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height={96} radius="lg" />
            </li>
          ))}
        </StyledCards>
      ) : messages.isError ? (
        <QueryError text="The messages could not be loaded." onRetry={() => messages.refetch()} />
      ) : messages.data && messages.data.items.length > 0 ? (
        <>
          <StyledCards aria-label="Messages" aria-busy={messages.isFetching}>
            {messages.data.items.map((message) => (
              <MessageCard key={message.id} message={message} onRead={() => setReading(message)} />
            ))}
          </StyledCards>
          <CursorPager pages={pages} nextCursor={messages.data.nextCursor} />
        </>
      ) : (
        <StyledNotice>
          <p>{EMPTY_TEXT[state]}</p>
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
        title={reading?.subject ?? 'Message'}
        description={reading ? `From ${reading.name}` : undefined}
      >
        {reading ? <MessageReader id={reading.id} /> : null}
      </Dialog>
    </PartnerPage>
  );
}

function MessageCard({ message, onRead }: { message: ContactMessageDto; onRead(): void }) {
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
        <Button type="button" onClick={onRead} aria-label={`Read ${message.subject}`}>
          Read
        </Button>
        <HandleButton message={message} />
      </StyledActions>
    </li>
  );
}

function StateBadges({ message }: { message: ContactMessageDto }) {
  return (
    <StyledBadges>
      {message.readAt === null ? <Badge tone="info">Unread</Badge> : null}
      {message.handledAt !== null ? (
        <Badge tone="success">Handled</Badge>
      ) : (
        <Badge tone="warning">Not handled</Badge>
      )}
    </StyledBadges>
  );
}

/** 'Mark handled' on an open message, 'Reopen' on a handled one. */
function HandleButton({ message }: { message: ContactMessageDto }) {
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
        title: handled ? 'Not reopened' : 'Not marked handled',
        description: errorText(error, 'Please try again.', 'Unable to connect to server'),
      });
      return;
    }
    toast(
      handled
        ? { title: 'Reopened', description: `“${message.subject}” is open again.` }
        : { title: 'Marked handled', description: `“${message.subject}” is handled.` },
    );
  };

  const label = busy ? 'Saving...' : handled ? 'Reopen' : 'Mark handled';
  return (
    <Button
      type="button"
      variant="outline"
      onClick={act}
      disabled={busy}
      aria-label={`${label}: ${message.subject}`}
    >
      {label}
    </Button>
  );
}

/** The whole message, read from the server (which records that an admin opened it). */
function MessageReader({ id }: { id: string }) {
  const read = useReadContactMessageQuery({ id });

  if (read.isLoading) return <Skeleton height={160} />;
  if (read.isError || !read.data) {
    return <QueryError text="The message could not be loaded." onRetry={() => read.refetch()} />;
  }
  const message = read.data;
  return (
    <StyledReader>
      <StateBadges message={message} />
      <StyledFacts>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            >
              {message.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{message.phone ?? 'Not given'}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{formatDateTime(message.createdAt)}</dd>
        </div>
        {message.handledAt ? (
          <div>
            <dt>Handled</dt>
            <dd>
              {formatDateTime(message.handledAt)}
              {message.handledByEmail ? ` by ${message.handledByEmail}` : ''}
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
