import Fastify from 'fastify';

/**
 * The machine's ceiling for the load bench: one Fastify process answering a small JSON object, with no
 * authentication, database or serialisation schema. Prints its port when listening.
 */
const app = Fastify({ logger: false });
app.get('/ping', async () => ({ ok: true }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${new URL(address).port}\n`);
