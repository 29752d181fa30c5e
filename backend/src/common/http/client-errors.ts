import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** What is answered for a request Node's HTTP parser could not read, by its error code. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The address or the headers of the request are too long',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive',
  },
};
const UNREADABLE = { status: 400, reason: 'Bad Request', message: 'The request could not be read' };

/**
 * Requests that never reach the application (an address or headers over Node's limit, a
 * malformed request line) get the API's error body, as JSON with nosniff, instead of Node's
 * bare status line.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = CLIENT_ERRORS[error.code ?? ''] ?? UNREADABLE;
    const body = JSON.stringify({ statusCode: status, error: reason, message });
    socket.end(
      [
        `HTTP/1.1 ${status} ${reason}`,
        'Content-Type: application/json; charset=utf-8',
        'X-Content-Type-Options: nosniff',
        'Cache-Control: no-store',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
