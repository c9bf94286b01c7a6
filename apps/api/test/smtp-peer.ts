import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** `clientPort`: the sender's end of the connection (the process holding it owns that socket). */
export type ReceivedMail = { to: string[]; raw: string; clientPort?: number };

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: the edge-of-the-world fake for e-mail. With
 * `refuseFirst`, it answers that many messages with a temporary failure (451) instead of accepting them. With
 * `holdFirst`, it reads that many messages to their end and never answers them (kept in `held`, not accepted):
 * a sender stuck there is in the middle of its job, for a test to kill it.
 */
export async function startSmtpPeer({
  refuseFirst = 0,
  holdFirst = 0,
}: {
  refuseFirst?: number;
  holdFirst?: number;
} = {}) {
  const received: ReceivedMail[] = [];
  const held: ReceivedMail[] = [];
  let refusals = refuseFirst;
  let holds = holdFirst;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (holds > 0) {
          holds -= 1;
          held.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, clientPort: session.remotePort });
          return;
        }
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    held,
    /** Resolves with the first message to `address`, waiting for the mail job to deliver it. */
    async waitFor(address: string, timeoutMs = 15_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((mail) => mail.to.includes(address));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks so links can be read out of a raw message. */
export function decodeBody(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** The first link in a message whose path is `pathname` (for example '/reset-password'), as a URL. */
export function linkIn(mail: ReceivedMail, pathname: string): URL {
  for (const match of decodeBody(mail.raw).matchAll(/https?:\/\/[^\s"<>]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`no ${pathname} link in the mail to ${mail.to.join(', ')}`);
}
