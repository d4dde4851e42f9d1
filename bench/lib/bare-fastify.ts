// The reference the API's reads are measured against: Fastify with one hello-world route and nothing else
// (no logger, no hooks, no database), in its own process like the API. It prints its port once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(JSON.stringify({ listening: address }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
