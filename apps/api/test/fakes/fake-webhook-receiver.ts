import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedDelivery = { headers: IncomingHttpHeaders; body: string };

/**
 * A webhook receiver on a free port of 127.0.0.1: it keeps each delivery's headers and raw body (what a signature
 * is checked against) and answers the statuses a test queues, then 200.
 */
export async function startWebhookReceiver() {
  const received: ReceivedDelivery[] = [];
  const answers: number[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(answers.shift() ?? 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The next deliveries are answered with these statuses, in order. */
    answerNext: (...statuses: number[]) => answers.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
