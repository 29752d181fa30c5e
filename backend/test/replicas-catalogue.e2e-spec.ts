/**
 * Two backend processes on one PostgreSQL database, each answering catalogue reads from its
 * own memory: a change made through one is what the other answers next (issue 19, part 3).
 * Needs a PostgreSQL server (SALONE_TEST_SERVER_URL or DATABASE_URL).
 */
import { DEMO_PASSWORD } from '../src/seed/data/organisations.js';
import {
  HttpClient,
  startBackends,
  testServerUrl,
  type BackendCluster,
  type BackendProcess,
} from './support/processes.js';

const server = testServerUrl();
const describeOnServer = server ? describe : describe.skip;

/** A read with an optional entity tag, as a browser or CDN revalidates. */
async function read(replica: BackendProcess, path: string, etag?: string) {
  const response = await fetch(`${replica.url}${path}`, {
    headers: etag ? { 'If-None-Match': etag } : {},
  });
  const text = await response.text();
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    body: text ? JSON.parse(text) : undefined,
  };
}

describeOnServer(
  server
    ? 'catalogue answers kept in memory by two replicas'
    : 'catalogue answers kept in memory by two replicas (skipped: needs DATABASE_URL or SALONE_TEST_SERVER_URL)',
  () => {
    let cluster: BackendCluster;
    let a: BackendProcess;
    let b: BackendProcess;

    beforeAll(async () => {
      cluster = await startBackends(2);
      [a, b] = cluster.processes;
    }, 240_000);
    afterAll(() => cluster?.stop());

    const withOutput = async (body: () => Promise<void>) => {
      try {
        await body();
      } catch (error) {
        (error as Error).message += `\n\nBackend output:\n${cluster.output(40)}`;
        throw error;
      }
    };

    it('answers on replica B what was changed through replica A, at the next read', () =>
      withOutput(async () => {
        const operator = new HttpClient(a.url);
        const login = await operator.post('/api/auth/login', {
          email: 'hotels@demo.salone.sl',
          password: DEMO_PASSWORD,
        });
        expect(login.status).toBe(200);
        const {
          rows: [hotel],
        } = await cluster.db.query(
          `SELECT h.id, h.organisation_id FROM hotels h
             JOIN organisation_members m ON m.organisation_id = h.organisation_id
             JOIN users u ON u.id = m.user_id
            WHERE u.email = 'hotels@demo.salone.sl' AND h.status = 'published'
            ORDER BY h.id LIMIT 1`,
        );
        const path = `/api/hotels/${hotel.id}`;

        // Both replicas keep the hotel: the second read of each is a 304 from memory.
        const kept = await read(b, path);
        expect(kept.status).toBe(200);
        expect((await read(b, path, kept.etag!)).status).toBe(304);
        expect((await read(a, path, kept.etag!)).status).toBe(304);
        const list = await read(b, '/api/hotels');

        for (const round of [1, 2, 3]) {
          const name = `Aberdeen Bay Lodge ${round}`;
          const changed = await operator.request(
            'PATCH',
            `/api/partner/organisations/${hotel.organisation_id}/hotels/${hotel.id}`,
            { name },
          );
          expect(changed.status).toBe(200);

          const onB = await read(b, path, kept.etag!);
          expect(onB.status).toBe(200);
          expect(onB.body.name).toBe(name);
          expect(onB.etag).not.toBe(kept.etag);
          const listOnB = await read(b, '/api/hotels', list.etag!);
          expect(listOnB.status).toBe(200);
          expect(listOnB.body.find((h: { id: number }) => h.id === hotel.id).name).toBe(name);
          // Both replicas now send the same bytes under the same tag.
          expect((await read(a, path, onB.etag!)).status).toBe(304);
          kept.etag = onB.etag;
        }
      }));
  },
);
