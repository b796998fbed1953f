import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTurns, embeddedAdmissionPlugin } from './embedded-admission';

describe('turns for the embedded database', () => {
  it('serves waiters in the order they came, as turns are given back', async () => {
    const turns = createTurns(1);
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
