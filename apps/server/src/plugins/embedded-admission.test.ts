import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTurns, embeddedAdmissionPlugin } from './embedded-admission';
import { errorsPlugin } from './errors';

const SLOW = '/api/v1/slow';

/**
 * An app of one turn that is never waited for, whose SLOW route holds its turn until `open` is
 * called; `inside` resolves once a request holds it.
 */
const oneTurnHeld = async () => {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(embeddedAdmissionPlugin, { concurrency: 1, maxWaitMs: 0 });
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  app.get(SLOW, async () => {
    entered();
    await gate;
    return { ok: true };
  });
  return { app, inside, open };
};

describe('turns for the embedded database', () => {
  it('serves waiters in the order they came, as turns are given back', async () => {
    const turns = createTurns(1, 60_000);
    const served: string[] = [];
    await turns.take();
    const second = turns.take().then(() => served.push('second'));
    const third = turns.take().then(() => served.push('third'));
    expect(turns.waiting).toBe(2);
    turns.give();
    await second;
    expect(served).toEqual(['second']);
    turns.give();
    await third;
    expect(served).toEqual(['second', 'third']);
  });

  it("hands a turn on in the event loop's next round, not among the promise callbacks", async () => {
    const turns = createTurns(1, 60_000);
    await turns.take();
    let served = false;
    const waiter = turns.take().then(() => (served = true));
    turns.give();
    for (let round = 0; round < 10; round++) await Promise.resolve();
    expect(served).toBe(false);
    await new Promise(setImmediate);
    await waiter;
    expect(served).toBe(true);
  });

  it('answers 503 with Retry-After to a request that got no turn in time, never to a health check', async () => {
    const { app, inside, open } = await oneTurnHeld();
    app.get('/api/health/live', async () => ({ status: 'live' }));
    const first = app.inject({ method: 'GET', url: SLOW });
    await inside;
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'GET', url: SLOW });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({
      message: 'The server is busy. Please try again in a moment.',
      code: 'request.serverBusy',
    });
    open();
    expect((await first).statusCode).toBe(200);
    await app.close();
  });

  it('keeps the turn of a request whose client went away until its answer is ready', async () => {
    const { app, inside, open } = await oneTurnHeld();
    let aborted!: () => void;
    const gone = new Promise<void>((resolve) => (aborted = resolve));
    app.addHook('onRequestAbort', (_request, done) => {
      aborted();
      done();
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = net.connect(Number(new URL(address).port), '127.0.0.1');
    client.write(`GET ${SLOW} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    await inside;
    client.destroy();
    await gone;
    // Its statements still run: a second request may not join them.
    expect((await app.inject({ method: 'GET', url: SLOW })).statusCode).toBe(503);
    open();
    await app.close();
  });

  it('gives the turn back however a request ends: an answer, an error, an unknown path', async () => {
    const app = Fastify();
    await app.register(embeddedAdmissionPlugin, { concurrency: 1 });
    app.get('/api/v1/ok', async () => ({ ok: true }));
    app.get('/api/v1/fails', async () => {
      throw new Error('broken');
    });
    const answers: number[] = [];
    for (let round = 0; round < 3; round++)
      for (const url of ['/api/v1/ok', '/api/v1/fails', '/api/v1/unknown'])
        answers.push((await app.inject({ method: 'GET', url })).statusCode);
    expect(answers).toEqual([200, 500, 404, 200, 500, 404, 200, 500, 404]);
    await app.close();
  });

  it('lets requests beyond the concurrency wait instead of refusing them', async () => {
    const app = Fastify();
    await app.register(embeddedAdmissionPlugin, { concurrency: 2 });
    app.get('/api/v1/ok', async () => ({ ok: true }));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/v1/ok' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    await app.close();
  });
});
