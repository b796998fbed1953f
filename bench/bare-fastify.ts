import Fastify from 'fastify';

/** The yardstick: a bare Fastify route with no database, auth or schema work. */
const app = Fastify({ logger: false });
app.get('/ping', async () => ({ message: 'pong', response: null }));
await app.listen({ port: Number(process.env.PORT ?? 3302), host: '127.0.0.1' });
