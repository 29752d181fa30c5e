// Compiled by `npm run typecheck -w @salone/partner-sdk` only: the declarations type a partner's calls.
import { Salone, verifyWebhook, type WebhookEvent } from './src/index.js';

const salone = new Salone({ baseUrl: 'https://salone.sl', apiKey: 'sk_live_x', organisationId: 7 });
export async function sample(): Promise<string[]> {
  const page = await salone.listOperatorBookings({ query: { sort: 'updatedAt', limit: 10 } });
  const references = page.items.map((booking) => booking.reference);
  for await (const listing of salone.paginate('listOwnListings', { query: { limit: 50 } })) {
    references.push(listing.name);
  }
  const quote = await salone.quoteListing({
    kind: 'hotel',
    id: 1,
    body: { roomId: 2, startDate: '2026-12-20', endDate: '2026-12-22', guests: 2 },
  });
  references.push(String(quote.total));
  const event: WebhookEvent = verifyWebhook({ secret: 'whsec_x', headers: {}, rawBody: '{}' });
  if (event.type === 'booking.confirmed') references.push(event.data.booking.reference);
  return references;
}
