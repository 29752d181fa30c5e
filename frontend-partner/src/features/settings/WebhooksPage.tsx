import { useEffect, useMemo, useRef, useState } from 'react';
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
import { useT, type Translate } from '@salone/i18n';
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
import { partnerMessages, type PartnerKey } from '../../i18n';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledActions, StyledFacts, StyledNotice } from '../../shared/layout';
import { OwnerGate } from '../../shared/OwnerGate';
import { SecretOnce } from '../../shared/SecretOnce';
import { SettingsLinks } from './SettingsLinks';
import { StyledCards, StyledCardHead, StyledForm, StyledSection } from '../../shared/listStyles';

type EventType = CreateWebhookEndpointDto['eventTypes'][number];

/** The message saying when each event is sent. */
const EVENT_LABEL: Record<EventType, PartnerKey> = {
  'booking.created': 'webhooks.event.booking.created',
  'booking.payment_requested': 'webhooks.event.booking.payment_requested',
  'booking.confirmed': 'webhooks.event.booking.confirmed',
  'booking.cancelled': 'webhooks.event.booking.cancelled',
  'booking.expired': 'webhooks.event.booking.expired',
  'booking.checked_in': 'webhooks.event.booking.checked_in',
  'payment.failed': 'webhooks.event.payment.failed',
  'listing.published': 'webhooks.event.listing.published',
  'listing.unpublished': 'webhooks.event.listing.unpublished',
  'listing.reinstated': 'webhooks.event.listing.reinstated',
  'listing.review_requested': 'webhooks.event.listing.review_requested',
  'listing.review_refused': 'webhooks.event.listing.review_refused',
  'review.created': 'webhooks.event.review.created',
};

const EVENT_TYPES = Object.keys(EVENT_LABEL) as EventType[];

const DELIVERY_STATUS: Record<
  WebhookDeliveryDto['status'],
  { label: PartnerKey; tone: BadgeTone }
> = {
  sent: { label: 'webhooks.delivery.sent', tone: 'success' },
  pending: { label: 'webhooks.delivery.pending', tone: 'warning' },
  dead: { label: 'webhooks.delivery.dead', tone: 'danger' },
};

const DELIVERIES_PAGE = 10;

/** The endpoint's rules, their messages in the page's words. */
const endpointSchema = (t: Translate<PartnerKey>) =>
  z.object({
    url: z
      .string()
      .trim()
      .min(1, t('webhooks.urlRequired'))
      .max(2000, t('webhooks.urlTooLong'))
      .refine((value) => /^https?:\/\/[^\s/]+\S*$/i.test(value), t('webhooks.urlInvalid')),
    description: z.string().trim().max(200, t('webhooks.descriptionTooLong')),
    eventTypes: z.array(z.string()).min(1, t('webhooks.eventsRequired')),
  });

type EndpointForm = z.input<ReturnType<typeof endpointSchema>>;

/** `/partner/settings/webhooks`: endpoints, their delivery logs, redeliver and test events. */
export default function WebhooksPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('webhooks.title'),
    description: t('webhooks.description'),
    canonicalPath: '/partner/settings/webhooks',
  });
  return (
    <OwnerGate title={t('webhooks.title')} only={t('webhooks.ownerOnly')}>
      {(organisation) => <Webhooks organisation={organisation} />}
    </OwnerGate>
  );
}

function Webhooks({ organisation }: { organisation: OrganisationDto }) {
  const t = useT(partnerMessages);
  const orgId = organisation.id;
  const endpoints = useListWebhookEndpointsQuery({ orgId });
  const [created, setCreated] = useState<CreatedWebhookEndpointDto | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointDto | null>(null);
  const [remove, { isLoading: removing }] = useDeleteWebhookEndpointMutation();

  return (
    <PartnerPage nav="partner" title={t('webhooks.title')} lead={t('webhooks.lead')}>
      <SettingsLinks />
      {created ? (
        <NewEndpoint endpoint={created} onDone={() => setCreated(null)} />
      ) : (
        <NewEndpointForm orgId={orgId} onCreated={setCreated} />
      )}
      <StyledSection aria-labelledby="your-endpoints">
        <h2 id="your-endpoints">{t('webhooks.yourEndpoints')}</h2>
        {endpoints.isLoading ? (
          <StyledCards aria-busy="true" aria-label={t('webhooks.loading')}>
            {[0, 1].map((index) => (
              <li key={index}>
                <Skeleton height={120} radius="lg" />
              </li>
            ))}
          </StyledCards>
        ) : endpoints.isError ? (
          <QueryError text={t('webhooks.error')} onRetry={() => endpoints.refetch()} />
        ) : endpoints.data && endpoints.data.length > 0 ? (
          <StyledCards aria-label={t('webhooks.endpoints')}>
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
            <p>{t('webhooks.none')}</p>
          </StyledNotice>
        )}
      </StyledSection>
      <ConfirmDialog
        open={deleting !== null}
        title={t('webhooks.deleteTitle')}
        description={t('webhooks.deleteText', { url: deleting?.url ?? '' })}
        action={t('webhooks.deleteEndpoint')}
        pending={t('webhooks.deleting')}
        busy={removing}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return false;
          try {
            await remove({ orgId, endpointId: deleting.id }).unwrap();
          } catch (error) {
            toast({
              variant: 'destructive',
              title: t('webhooks.notDeleted'),
              description: errorText(error, t('common.tryAgain'), t('common.offline')),
            });
            return false;
          }
          toast({
            title: t('webhooks.deleted'),
            description: t('webhooks.deletedText', { url: deleting.url }),
          });
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
  const t = useT(partnerMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <StyledSection aria-labelledby="new-endpoint">
      <h2 id="new-endpoint" tabIndex={-1} ref={heading}>
        {t('webhooks.added')}
      </h2>
      <p>{endpoint.url}</p>
      <SecretOnce label={t('webhooks.secret')} value={endpoint.secret} />
      <p>{t('webhooks.secretUse')}</p>
      <div>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('webhooks.done')}
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
  const t = useT(partnerMessages);
  const schema = useMemo(() => endpointSchema(t), [t]);
  const eventOptions = EVENT_TYPES.map((value) => ({
    value,
    label: t('webhooks.eventOption', { label: t(EVENT_LABEL[value]), event: value }),
  }));
  const [create, { isLoading }] = useCreateWebhookEndpointMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EndpointForm>({
    resolver: zodResolver(schema),
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
      toast({ title: t('webhooks.added'), description: t('webhooks.addedText') });
      onCreated(endpoint);
    } catch (error) {
      const message = errorText(error, t('common.tryAgain'), t('common.offline'));
      // The address is refused (not https, not public, not a URL): say so next to it.
      if (isApiError(error) && error.status === 400) {
        setError('url', { message }, { shouldFocus: true });
      }
      toast({ variant: 'destructive', title: t('webhooks.notAdded'), description: message });
    }
  });

  return (
    <StyledSection aria-labelledby="add-endpoint">
      <h2 id="add-endpoint">{t('webhooks.add')}</h2>
      <StyledForm onSubmit={submit} noValidate aria-labelledby="add-endpoint">
        <TextField
          label={t('webhooks.url')}
          type="url"
          inputMode="url"
          placeholder="https://example.com/salone/webhooks"
          maxLength={2000}
          required
          {...register('url')}
          error={errors.url?.message}
        />
        <TextField
          label={t('webhooks.for')}
          maxLength={200}
          {...register('description')}
          error={errors.description?.message}
        />
        <Controller
          control={control}
          name="eventTypes"
          render={({ field }) => (
            <CheckboxGroup
              legend={t('webhooks.events')}
              name={field.name}
              options={eventOptions}
              value={field.value}
              onChange={field.onChange}
              error={errors.eventTypes?.message}
            />
          )}
        />
        <div>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('webhooks.adding') : t('webhooks.addEndpoint')}
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
  const t = useT(partnerMessages);
  const [showLog, setShowLog] = useState(false);
  const [sendTest, { isLoading: testing }] = useSendWebhookTestMutation();
  const titleId = `endpoint-${endpoint.id}`;
  const logId = `deliveries-${endpoint.id}`;

  const test = async () => {
    try {
      await sendTest({ orgId, endpointId: endpoint.id }).unwrap();
      toast({
        title: t('webhooks.testSent'),
        description: t('webhooks.testSentText'),
      });
      setShowLog(true);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('webhooks.testNotSent'),
        description: errorText(error, t('common.tryAgain'), t('common.offline')),
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
            <dt>{t('webhooks.factFor')}</dt>
            <dd>{endpoint.description}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('webhooks.factEvents')}</dt>
          <dd>{endpoint.eventTypes.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('webhooks.factAdded')}</dt>
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
          {showLog ? t('webhooks.hideDeliveries') : t('webhooks.showDeliveries')}
        </Button>
        <Button type="button" variant="outline" onClick={test} disabled={testing}>
          {testing ? t('webhooks.sending') : t('webhooks.sendTest')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={onDelete}
          aria-label={t('webhooks.deleteUrl', { url: endpoint.url })}
        >
          {t('webhooks.delete')}
        </Button>
      </StyledActions>
      <div id={logId}>{showLog ? <Deliveries orgId={orgId} endpointId={endpoint.id} /> : null}</div>
    </li>
  );
}

/** The endpoint's delivery log, newest first, a page at a time. */
function Deliveries({ orgId, endpointId }: { orgId: number; endpointId: string }) {
  const t = useT(partnerMessages);
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
      <h4 id={headingId}>{t('webhooks.deliveries')}</h4>
      {deliveries.isLoading ? (
        <StyledCards aria-busy="true" aria-label={t('webhooks.loadingDeliveries')}>
          <li>
            <Skeleton height={64} />
          </li>
        </StyledCards>
      ) : deliveries.isError ? (
        <QueryError text={t('webhooks.deliveriesError')} onRetry={() => deliveries.refetch()} />
      ) : deliveries.data && deliveries.data.items.length > 0 ? (
        <>
          <StyledCards aria-label={t('webhooks.deliveries')}>
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
          <p>{t('webhooks.noDeliveries')}</p>
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
  const t = useT(partnerMessages);
  const [redeliver, { isLoading }] = useRedeliverWebhookMutation();
  const status = DELIVERY_STATUS[delivery.status];
  const titleId = `delivery-${delivery.id}`;

  const again = async () => {
    try {
      await redeliver({ orgId, endpointId, deliveryId: delivery.id }).unwrap();
      toast({
        title: t('webhooks.sendingAgain'),
        description: t('webhooks.sendingAgainText', { event: delivery.eventType }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('webhooks.notSentAgain'),
        description: errorText(error, t('common.tryAgain'), t('common.offline')),
      });
    }
  };

  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h5 id={titleId}>{delivery.eventType}</h5>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </StyledCardHead>
      <StyledFacts>
        <div>
          <dt>{t('webhooks.response')}</dt>
          <dd>{delivery.responseStatus ?? t('webhooks.noAnswer')}</dd>
        </div>
        <div>
          <dt>{t('webhooks.lastTry')}</dt>
          <dd>
            {delivery.lastAttemptAt
              ? formatDateTime(delivery.lastAttemptAt)
              : t('webhooks.notTried')}
            {delivery.durationMs !== null
              ? t('webhooks.duration', { ms: delivery.durationMs })
              : ''}
          </dd>
        </div>
        <div>
          <dt>{t('webhooks.tries')}</dt>
          <dd>{delivery.attempts}</dd>
        </div>
        {delivery.status === 'pending' && delivery.nextAttemptAt ? (
          <div>
            <dt>{t('webhooks.nextTry')}</dt>
            <dd>{formatDateTime(delivery.nextAttemptAt)}</dd>
          </div>
        ) : null}
        {delivery.lastError ? (
          <div>
            <dt>{t('webhooks.errorFact')}</dt>
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
        aria-label={t('webhooks.redeliverLabel', {
          action: isLoading ? t('webhooks.sending') : t('webhooks.redeliver'),
          event: delivery.eventType,
          date: formatDateTime(delivery.createdAt),
        })}
      >
        {isLoading ? t('webhooks.sending') : t('webhooks.redeliver')}
      </Button>
    </li>
  );
}
