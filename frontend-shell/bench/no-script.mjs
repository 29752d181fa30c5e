// The floor of a page on this machine: the same server-rendered HTML with no JavaScript at all.
//
// A proxy in front of the app passes every request through unchanged, except a page's own
// document, whose executable scripts (inline or not) and script preloads it removes. The data
// blocks stay (the page's JSON state, its JSON-LD), so the document keeps its size and its
// text, its styles, its photos and their priorities. Lighthouse on the proxy then says what the
// page's HTML and CSS alone cost this machine: whatever a page measures above that is the
// JavaScript's.
import { createServer, request as httpRequest } from 'node:http';

/** `<script>` elements with no type or a JavaScript type run; data blocks (JSON) do not. */
const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const RUNS = /\btype\s*=\s*["']?(?:text\/javascript|application\/javascript|module)\b/i;
const HAS_TYPE = /\btype\s*=/i;
const SCRIPT_HINT =
  /<link\b[^>]*\b(?:as\s*=\s*["']?script\b|rel\s*=\s*["']?modulepreload\b)[^>]*>/gi;

/** The HTML of a page with nothing in it that would run or fetch a script. */
export function withoutScripts(html) {
  return html
    .replace(SCRIPT, (element, attributes) =>
      HAS_TYPE.test(attributes) && !RUNS.test(attributes) ? element : '',
    )
    .replace(SCRIPT_HINT, '');
}

/**
 * Starts the proxy on `port` in front of `origin` (http://host:port). Resolves to an object with
 * `origin` and `close()`. Everything but a document goes through byte for byte (compressed as the
 * app sent it); a document is asked for uncompressed, so the proxy can read it.
 */
export async function startNoScriptProxy(origin, port) {
  const target = new URL(origin);
  const server = createServer((request, response) => {
    const isDocument = (request.headers.accept ?? '').includes('text/html');
    const headers = { ...request.headers, host: target.host };
    if (isDocument) headers['accept-encoding'] = 'identity';
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (!isDocument || !type.startsWith('text/html')) {
          response.writeHead(answer.statusCode, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(withoutScripts(Buffer.concat(chunks).toString('utf8')));
          const { 'transfer-encoding': _chunked, ...rest } = answer.headers;
          response.writeHead(answer.statusCode, { ...rest, 'content-length': body.length });
          response.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
