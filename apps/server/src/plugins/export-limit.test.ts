import http from 'node:http';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exportFormatSchema } from '@creditdesk/domain/shared/list-query.schemas';
import { errorsPlugin } from './errors';
import { EXPORT_RETRY_AFTER_SECONDS, exportLimitPlugin } from './export-limit';

const EXPORT = '/api/v1/things/export?format=csv';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body, once the server has ended it. */
  body: Promise<string>;
  request: http.ClientRequest;
}

/**
 * An app with a limit of two exports whose export route streams a file the test ends or breaks:
 * `files` holds each export's stream, and `closed` resolves for each once the server has closed
 * its response (after the plugin's own listener, so its slot is back by then).
 */
const appWithHeldExports = async () => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(exportLimitPlugin, { concurrency: 2 });
  const files: PassThrough[] = [];
  const closed: Promise<void>[] = [];
  app.get(
    '/api/v1/things/export',
    { schema: { querystring: z.object({ format: exportFormatSchema.shape.format }) } },
    async (_request, reply) => {
      const file = new PassThrough();
      files.push(file);
      closed.push(new Promise((resolve) => reply.raw.once('close', () => resolve())));
      // The first row goes at once, so the client sees the answer begin.
      file.write('No,Name\r\n');
      return reply.type('text/csv').send(file);
    },
  );
  app.get('/api/v1/things', async () => ({ data: [] }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const ask = () =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.get(`${address}${EXPORT}`, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        const body = new Promise<string>((done, fail) => {
          response.on('end', () => done(Buffer.concat(chunks).toString()));
          response.on('error', fail);
        });
        body.catch(() => undefined);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, request });
      });
      request.on('error', reject);
    });
  return { app, files, closed, ask };
};

let running: Awaited<ReturnType<typeof appWithHeldExports>> | undefined;
afterEach(async () => {
  for (const file of running?.files ?? []) file.end();
  await running?.app.close();
  running = undefined;
});

describe('exports running at once', () => {
  it('answers the third of three exports 503 with Retry-After while two run, and a new one once they finish', async () => {
    running = await appWithHeldExports();
    const { app, files, closed, ask } = running;
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 503]);
    const refused = answers.find((answer) => answer.status === 503);
    expect(refused?.headers['retry-after']).toBe(String(EXPORT_RETRY_AFTER_SECONDS));
    expect(JSON.parse((await refused?.body) ?? '')).toMatchObject({
      statusCode: 503,
      code: 'request.exportsBusy',
      message: 'Too many exports are running. Please try again in a moment.',
    });
    expect(app.exportSlots.running).toBe(2);

    for (const file of files) file.end('1,Andi\r\n');
    const bodies = await Promise.all(
      answers.filter((answer) => answer.status === 200).map((answer) => answer.body),
    );
    expect(bodies).toEqual(['No,Name\r\n1,Andi\r\n', 'No,Name\r\n1,Andi\r\n']);
    await Promise.all(closed);
    expect(app.exportSlots.running).toBe(0);

    const next = await ask();
    expect(next.status).toBe(200);
    expect(app.exportSlots.running).toBe(1);
  });

  it('gives the slot back when the export fails while it streams', async () => {
    running = await appWithHeldExports();
    const { app, files, closed, ask } = running;
    const answer = await ask();
    expect(answer.status).toBe(200);
    expect(app.exportSlots.running).toBe(1);
    files[0]?.destroy(new Error('the database went away'));
    await expect(answer.body).rejects.toThrow();
    await closed[0];
    expect(app.exportSlots.running).toBe(0);
  });

  it('gives the slot back when the client goes away in the middle of the download', async () => {
    running = await appWithHeldExports();
    const { app, closed, ask } = running;
    const first = await ask();
    const second = await ask();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await ask()).status).toBe(503);
    first.request.destroy();
    await closed[0];
    expect(app.exportSlots.running).toBe(1);
    expect((await ask()).status).toBe(200);
  });

  it('leaves requests that are not exports alone', async () => {
    running = await appWithHeldExports();
    const { app, ask } = running;
    await Promise.all([ask(), ask()]);
    const list = await app.inject({ method: 'GET', url: '/api/v1/things' });
    expect(list.statusCode).toBe(200);
    expect(app.exportSlots.running).toBe(2);
  });

  it('takes no slot for an export refused before it starts (a query the route does not take)', async () => {
    running = await appWithHeldExports();
    const { app } = running;
    const refused = await app.inject({ method: 'GET', url: '/api/v1/things/export?format=pdf' });
    expect(refused.statusCode).toBe(400);
    expect(app.exportSlots.running).toBe(0);
  });
});
