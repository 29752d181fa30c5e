import { API_VERSIONS, type ApiVersion } from '../../common/http/api-version.js';
import { WEBHOOK_COMPONENTS, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from './webhook-events.js';

type Json = Record<string, unknown>;

/** The first version whose events carry the booking as the REST API shows it. */
export const SHAPED_EVENTS_VERSION: ApiVersion = '2026-12-07';

const shapedFrom = (version: string): boolean =>
  API_VERSIONS.indexOf(version as ApiVersion) >= API_VERSIONS.indexOf(SHAPED_EVENTS_VERSION);

/** What no organisation's system is told, in any version: the traveller's payment code. */
const withoutSecrets = (payment: unknown): unknown => {
  if (!payment || typeof payment !== 'object') return payment;
  const { ussdCode: _code, ...rest } = payment as Json;
  return rest;
};

/**
 * The `data` of a delivery to an endpoint registered with `version`. The first edition
 * (2026-11-26) keeps the snapshot it was written for, less what is not the organisation's
 * business (the booking account's address, Salone's SMS routing, the payment code); later
 * versions get the booking as `GET …/bookings/{id}` shows it and exactly the fields the
 * event's schema names (webhook-events.ts).
 */
export function webhookData(type: string, payload: unknown, version: string): Json {
  const data = structuredClone(payload ?? {}) as Json;
  const booking = data.booking as Json | undefined;
  if ('payment' in data) data.payment = withoutSecrets(data.payment);
  if (!shapedFrom(version)) {
    // Who is e-mailed about an event is the e-mail's business, not the event's.
    for (const key of ['operatorEmails', 'ownerEmails', 'adminEmails']) delete data[key];
    if (booking) {
      for (const key of [
        'accountEmail',
        'customerPhone',
        'locale',
        'operatorSmsPhone',
        'memberEmails',
        'memberSmsPhones',
        'partner',
      ]) {
        delete booking[key];
      }
    }
    return data;
  }
  if (booking) data.booking = (booking.partner as Json | undefined) ?? fromSnapshot(booking);
  if ('refundDueUsd' in data) data.refundDue = data.refundDueUsd;
  const spec =
    type === 'webhook.test'
      ? WEBHOOK_TEST_EVENT
      : WEBHOOK_EVENTS[type as keyof typeof WEBHOOK_EVENTS];
  return spec ? (cut(data, spec.data) as Json) : data;
}

/** Keeps what `schema` declares, at every level it describes (the booking is kept whole). */
function cut(value: unknown, schema: Json): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const reference = schema.$ref as string | undefined;
  if (reference) {
    const component = WEBHOOK_COMPONENTS[reference.split('/').pop()!];
    return component ? cut(value, component) : value;
  }
  const parts = (schema.allOf as Json[] | undefined) ?? [schema];
  const properties: Record<string, Json> = Object.assign(
    {},
    ...parts.map((part) => {
      const resolved = part.$ref
        ? WEBHOOK_COMPONENTS[(part.$ref as string).split('/').pop()!]
        : part;
      return (resolved?.properties as Record<string, Json> | undefined) ?? {};
    }),
  );
  if (Object.keys(properties).length === 0) return value;
  const source = value as Json;
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([key]) => key in source)
      .map(([key, property]) => [key, cut(source[key], property)]),
  );
}

/**
 * An event written before bookings carried their partner view: its snapshot, named as the REST
 * booking names things (what the snapshot does not hold is null).
 */
function fromSnapshot(snapshot: Json): Json {
  const details = (snapshot.details as Json | undefined) ?? {};
  return {
    id: snapshot.id,
    reference: snapshot.reference,
    status: snapshot.status,
    stage: snapshot.status,
    serviceType: snapshot.serviceType,
    serviceId: null,
    roomId: null,
    serviceName: snapshot.serviceName,
    item: null,
    specialRequests: (details.specialRequests as string | undefined) ?? null,
    customerName: snapshot.customerName,
    customerEmail: snapshot.customerEmail,
    customerPhone: snapshot.customerPhone ?? '',
    guests: snapshot.guests,
    startDate: snapshot.startDate,
    endDate: snapshot.endDate,
    startsAt: snapshot.startsAt ?? snapshot.startDate,
    endsAt: snapshot.endsAt ?? snapshot.endDate ?? snapshot.startDate,
    totalAmount: snapshot.totalAmountUsd,
    paid: snapshot.status === 'confirmed',
    confirmedAt: null,
    checkedInAt: null,
    noShowAt: null,
    cancelledAt: null,
    cancellationReason: null,
    refundDue: null,
    createdAt: null,
    updatedAt: null,
    metadata: details,
  };
}
