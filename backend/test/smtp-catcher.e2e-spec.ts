/**
 * The tests' SMTP server itself: a sender that goes away in the middle of a message (a backend
 * process killed with SIGKILL while it sends) must not take the test process down with it.
 */
import net from 'node:net';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.js';

describe('the SMTP server the tests run', () => {
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(() => smtp.close());

  it('notes a connection reset in the middle of a message and goes on accepting mail', async () => {
    const commands = [
      'EHLO sender',
      'MAIL FROM:<a@salone.example>',
      'RCPT TO:<b@example.com>',
      'DATA',
    ];
    await new Promise<void>((resolve) => {
      const socket = net.connect(smtp.port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
      socket.on('data', () => {
        const next = commands.shift();
        if (next) socket.write(`${next}\r\n`);
        else {
          // Half a message, then the connection is reset as a killed process's would be.
          socket.write('Subject: Booking received\r\n\r\nhalf of it');
          setTimeout(() => socket.resetAndDestroy(), 50);
        }
      });
    });
    await waitUntil(() => smtp.connectionErrors.length > 0);
    expect(smtp.connectionErrors.map((e) => (e as NodeJS.ErrnoException).code)).toEqual([
      'ECONNRESET',
    ]);
    expect(smtp.mails).toEqual([]);

    // The server still takes the next message whole.
    const replies: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(smtp.port, '127.0.0.1');
      const script = [
        'EHLO sender',
        'MAIL FROM:<a@salone.example>',
        'RCPT TO:<b@example.com>',
        'DATA',
        'Subject: Booking confirmed\r\nMessage-ID: <one@salone.example>\r\n\r\nwhole\r\n.',
        'QUIT',
      ];
      socket.on('error', reject);
      socket.on('close', () => resolve());
      socket.on('data', (chunk) => {
        replies.push(chunk.toString());
        const next = script.shift();
        if (next) socket.write(`${next}\r\n`);
      });
    });
    expect(replies.some((r) => r.startsWith('250') && /queued|OK/i.test(r))).toBe(true);
    expect(smtp.mails.map((m) => [m.subject, m.messageId])).toEqual([
      ['Booking confirmed', '<one@salone.example>'],
    ]);
  });
});

async function waitUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i += 1) await new Promise((r) => setTimeout(r, 20));
}
