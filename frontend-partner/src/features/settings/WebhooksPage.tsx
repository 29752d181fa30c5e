import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorText, isApiError } from '@salone/api-client';
import {
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useListWebhookDeliveriesQuery,
  useListWebhookEndpointsQuery,
  useRedeliverWebhookMutation,
  useSendWebhookTestMutation,
  type CreateWebhookEndpointDto,
  type CreatedWebhookEndpointDto,
  type OrganisationDto,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
} from '@salone/api-client/partner';
import { formatDate, formatDateTime } from '@salone/format';
import {
  QueryError,
  Badge,
  Button,
  CheckboxGroup,
  Skeleton,
  TextField,
  toast,
  useSeo,
  type BadgeTone,
} from '@salone/ui';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledActions, StyledFacts, StyledNotice } from '../../shared/layout';
import { OwnerGate } from '../../shared/OwnerGate';
import { SecretOnce } from '../../shared/SecretOnce';
import { SettingsLinks } from './SettingsLinks';
import { StyledCards, StyledCardHead, StyledForm, StyledSection } from '../../shared/listStyles';

type EventType = CreateWebhookEndpointDto['eventTypes'][number];

const EVENT_LABEL: Record<EventType, string> = {
  'booking.created': 'A booking is made',
  'booking.payment_requested': 'A payment code is issued',
  'booking.confirmed': 'A booking is paid',
  'booking.cancelled': 'A booking is cancelled',
  'booking.expired': 'A booking expires unpaid',
  'booking.checked_in': 'A traveller checks in',
  'payment.failed': 'A payment fails',
  'listing.published': 'A listing is published',
  'listing.unpublished': 'A listing is unpublished',
};

const EVENT_OPTIONS = (Object.keys(EVENT_LABEL) as EventType[]).map((value) => ({
  value,
  label: `${EVENT_LABEL[value]} (${value})`,
}));

const DELIVERY_STATUS: Record<WebhookDeliveryDto['status'], { label: string; tone: BadgeTone }> = {
  sent: { label: 'Delivered', tone: 'success' },
  pending: { label: 'Waiting', tone: 'warning' },
  dead: { label: 'Failed', tone: 'danger' },
};

const DELIVERIES_PAGE = 10;

const endpointSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter the address Salone should call')
    .max(2000, 'At most 2000 characters')
    .refine((value) => /^https?:\/\/[^\s/]+\S*$/i.test(value), 'Enter an http(s) address'),
  description: z.string().trim().max(200, 'At most 200 characters'),
  eventTypes: z.array(z.string()).min(1, 'Choose at least one event type'),
});

type EndpointForm = z.input<typeof endpointSchema>;

/** `/partner/settings/webhooks`: endpoints, their delivery logs, redeliver and test events. */
export default function WebhooksPage() {
  useSeo({
    title: 'Webhooks',
    description: 'The addresses Salone calls when your bookings change.',
    canonicalPath: '/partner/settings/webhooks',
  });
  return (
    <OwnerGate title="Webhooks" only="manage webhooks">
      {(organisation) => <Webhooks organisation={organisation} />}
    </OwnerGate>
  );
}

function Webhooks({ organisation }: { organisation: OrganisationDto }) {
  const orgId = organisation.id;
  const endpoints = useListWebhookEndpointsQuery({ orgId });
  const [created, setCreated] = useState<CreatedWebhookEndpointDto | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointDto | null>(null);
  const [remove, { isLoading: removing }] = useDeleteWebhookEndpointMutation();

  return (
    <PartnerPage
      nav="partner"
      title="Webhooks"
      lead="Salone sends a signed POST to your address when one of the chosen events happens."
    >
      <SettingsLinks />
      {created ? (
        <NewEndpoint endpoint={created} onDone={() => setCreated(null)} />
      ) : (
        <NewEndpointForm orgId={orgId} onCreated={setCreated} />
      )}
      <StyledSection aria-labelledby="your-endpoints">
        <h2 id="your-endpoints">Your endpoints</h2>
        {endpoints.isLoading ? (
          <StyledCards aria-busy="true" aria-label="Loading endpoints">
            {[0, 1].map((index) => (
              <li key={index}>
                <Skeleton height={120} radius="lg" />
              </li>
            ))}
          </StyledCards>
        ) : endpoints.isError ? (
          <QueryError
            text="Your endpoints could not be loaded."
            onRetry={() => endpoints.refetch()}
          />
        ) : endpoints.data && endpoints.data.length > 0 ? (
          <StyledCards aria-label="Endpoints">
            {endpoints.data.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                orgId={orgId}
                endpoint={endpoint}
                onDelete={() => setDeleting(endpoint)}
              />
            ))}
          </StyledCards>
        ) : (
          <StyledNotice>
            <p>No endpoints yet. Add one above to hear about your bookings as they happen.</p>
          </StyledNotice>
        )}
      </StyledSection>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this endpoint?"
        description={`${deleting?.url ?? ''} gets no more events; deliveries still waiting are dropped.`}
        action="Delete endpoint"
        pending="Deleting..."
        busy={removing}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return false;
          try {
            await remove({ orgId, endpointId: deleting.id }).unwrap();
          } catch (error) {
            toast({
              variant: 'destructive',
              title: 'Not deleted',
              description: errorText(error, 'Please try again.', 'Unable to connect to server'),
            });
            return false;
          }
          toast({ title: 'Endpoint deleted', description: `${deleting.url} gets no more events.` });
          return true;
        }}
      />
    </PartnerPage>
  );
}

/** The endpoint just added, with its signing secret, this once. */
function NewEndpoint({
  endpoint,
  onDone,
}: {
  endpoint: CreatedWebhookEndpointDto;
  onDone(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <StyledSection aria-labelledby="new-endpoint">
      <h2 id="new-endpoint" tabIndex={-1} ref={heading}>
        Endpoint added
      </h2>
      <p>{endpoint.url}</p>
      <SecretOnce label="Signing secret" value={endpoint.secret} />
      <p>Use it to check the Salone-Signature header of every request.</p>
      <div>
        <Button type="button" variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </StyledSection>
  );
}

function NewEndpointForm({
  orgId,
  onCreated,
}: {
  orgId: number;
  onCreated(endpoint: CreatedWebhookEndpointDto): void;
}) {
  const [create, { isLoading }] = useCreateWebhookEndpointMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EndpointForm>({
    resolver: zodResolver(endpointSchema),
    defaultValues: { url: '', description: '', eventTypes: [] },
  });

  const submit = handleSubmit(async (values) => {
    if (isLoading) return;
    try {
      const endpoint = await create({
        orgId,
        createWebhookEndpointDto: {
          url: values.url.trim(),
          eventTypes: values.eventTypes as EventType[],
          ...(values.description.trim() ? { description: values.description.trim() } : {}),
        },
      }).unwrap();
      toast({ title: 'Endpoint added', description: 'Copy its signing secret now.' });
      onCreated(endpoint);
    } catch (error) {
      const message = errorText(error, 'Please try again.', 'Unable to connect to server');
      // The address is refused (not https, not public, not a URL): say so next to it.
      if (isApiError(error) && error.status === 400) {
        setError('url', { message }, { shouldFocus: true });
      }
      toast({ variant: 'destructive', title: 'Endpoint not added', description: message });
    }
  });

  return (
    <StyledSection aria-labelledby="add-endpoint">
      <h2 id="add-endpoint">Add an endpoint</h2>
      <StyledForm onSubmit={submit} noValidate aria-labelledby="add-endpoint">
        <TextField
          label="Address (URL)"
          type="url"
          inputMode="url"
          placeholder="https://example.com/salone/webhooks"
          maxLength={2000}
          required
          {...register('url')}
          error={errors.url?.message}
        />
        <TextField
          label="What it is for (optional)"
          maxLength={200}
          {...register('description')}
          error={errors.description?.message}
        />
        <Controller
          control={control}
          name="eventTypes"
          render={({ field }) => (
            <CheckboxGroup
              legend="Events to send"
              name={field.name}
              options={EVENT_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              error={errors.eventTypes?.message}
            />
          )}
        />
        <div>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Adding...' : 'Add endpoint'}
          </Button>
        </div>
      </StyledForm>
    </StyledSection>
  );
}

function EndpointCard({
  orgId,
  endpoint,
  onDelete,
}: {
  orgId: number;
  endpoint: WebhookEndpointDto;
  onDelete(): void;
}) {
  const [showLog, setShowLog] = useState(false);
  const [sendTest, { isLoading: testing }] = useSendWebhookTestMutation();
  const titleId = `endpoint-${endpoint.id}`;
  const logId = `deliveries-${endpoint.id}`;

  const test = async () => {
    try {
      await sendTest({ orgId, endpointId: endpoint.id }).unwrap();
      toast({
        title: 'Test event sent',
        description: 'It appears in the deliveries log in a moment.',
      });
      setShowLog(true);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Test event not sent',
        description: errorText(error, 'Please try again.', 'Unable to connect to server'),
      });
    }
  };

  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h3 id={titleId}>{endpoint.url}</h3>
      </StyledCardHead>
      <StyledFacts>
        {endpoint.description ? (
          <div>
            <dt>For</dt>
            <dd>{endpoint.description}</dd>
          </div>
        ) : null}
        <div>
          <dt>Events</dt>
          <dd>{endpoint.eventTypes.join(', ')}</dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>{formatDate(endpoint.createdAt)}</dd>
        </div>
      </StyledFacts>
      <StyledActions>
        <Button
          type="button"
          variant="outline"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        <Button type="button" variant="outline" onClick={test} disabled={testing}>
          {testing ? 'Sending...' : 'Send test event'}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={onDelete}
          aria-label={`Delete ${endpoint.url}`}
        >
          Delete
        </Button>
      </StyledActions>
      <div id={logId}>{showLog ? <Deliveries orgId={orgId} endpointId={endpoint.id} /> : null}</div>
    </li>
  );
}

/** The endpoint's delivery log, newest first, a page at a time. */
function Deliveries({ orgId, endpointId }: { orgId: number; endpointId: string }) {
  const pages = useCursorPages();
  const { cursor } = pages;
  const deliveries = useListWebhookDeliveriesQuery({
    orgId,
    endpointId,
    limit: DELIVERIES_PAGE,
    ...(cursor ? { cursor } : {}),
  });
  const headingId = `deliveries-heading-${endpointId}`;
  return (
    <StyledSection aria-labelledby={headingId}>
      <h4 id={headingId}>Deliveries</h4>
      {deliveries.isLoading ? (
        <StyledCards aria-busy="true" aria-label="Loading deliveries">
          <li>
            <Skeleton height={64} />
          </li>
        </StyledCards>
      ) : deliveries.isError ? (
        <QueryError
          text="The deliveries could not be loaded."
          onRetry={() => deliveries.refetch()}
        />
      ) : deliveries.data && deliveries.data.items.length > 0 ? (
        <>
          <StyledCards aria-label="Deliveries">
            {deliveries.data.items.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                orgId={orgId}
                endpointId={endpointId}
                delivery={delivery}
              />
            ))}
          </StyledCards>
          <CursorPager pages={pages} nextCursor={deliveries.data.nextCursor} />
        </>
      ) : (
        <StyledNotice>
          <p>Nothing sent yet. ‘Send test event’ sends one now.</p>
        </StyledNotice>
      )}
    </StyledSection>
  );
}

function DeliveryRow({
  orgId,
  endpointId,
  delivery,
}: {
  orgId: number;
  endpointId: string;
  delivery: WebhookDeliveryDto;
}) {
  const [redeliver, { isLoading }] = useRedeliverWebhookMutation();
  const status = DELIVERY_STATUS[delivery.status];
  const titleId = `delivery-${delivery.id}`;

  const again = async () => {
    try {
      await redeliver({ orgId, endpointId, deliveryId: delivery.id }).unwrap();
      toast({ title: 'Sending again', description: `${delivery.eventType} is being sent now.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not sent again',
        description: errorText(error, 'Please try again.', 'Unable to connect to server'),
      });
    }
  };

  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h5 id={titleId}>{delivery.eventType}</h5>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StyledCardHead>
      <StyledFacts>
        <div>
          <dt>Response</dt>
          <dd>{delivery.responseStatus ?? 'No answer'}</dd>
        </div>
        <div>
          <dt>Last try</dt>
          <dd>
            {delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : 'Not tried yet'}
            {delivery.durationMs !== null ? ` (${delivery.durationMs} ms)` : ''}
          </dd>
        </div>
        <div>
          <dt>Tries</dt>
          <dd>{delivery.attempts}</dd>
        </div>
        {delivery.status === 'pending' && delivery.nextAttemptAt ? (
          <div>
            <dt>Next try</dt>
            <dd>{formatDateTime(delivery.nextAttemptAt)}</dd>
          </div>
        ) : null}
        {delivery.lastError ? (
          <div>
            <dt>Error</dt>
            <dd>{delivery.lastError}</dd>
          </div>
        ) : null}
      </StyledFacts>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={again}
        disabled={isLoading}
        aria-label={`${isLoading ? 'Sending...' : 'Redeliver'} ${delivery.eventType} of ${formatDateTime(delivery.createdAt)}`}
      >
        {isLoading ? 'Sending...' : 'Redeliver'}
      </Button>
    </li>
  );
}
