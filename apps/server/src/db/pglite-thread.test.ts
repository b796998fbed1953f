import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalFromDatabase } from '../core/database-errors';
import { connectDatabase, type DatabaseHandle } from './client';

describe('the embedded database in its own thread', () => {
  let dataDir: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'creditdesk-thread-'));
    database = await connectDatabase({ dataDir });
    await database.db.execute(sql`create table thread_probe (id integer primary key)`);
  });

  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers statements with their parameters, timestamps kept as text as Drizzle asks', async () => {
    const { rows } = await database.db.execute<{ at: unknown; sum: number }>(
      sql`select '2026-11-26 10:00:00+00'::timestamptz as at, ${2}::integer + 3 as sum`,
    );
    expect(rows).toEqual([{ at: '2026-11-26 10:00:00+00', sum: 5 }]);
  });

  it('commits a transaction that ends well and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1)`);
    });
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (2)`);
      throw new Error('the service refused');
    });
    await expect(failed).rejects.toThrow('the service refused');
    const { rows } = await database.db.execute(sql`select id from thread_probe order by id`);
    expect(rows).toEqual([{ id: 1 }]);
  });

  it("passes the database's errors on with their code, as the refusals read them", async () => {
    const duplicate = await database.db
      .execute(sql`insert into thread_probe values (1)`)
      .catch((error: unknown) => error);
    expect(refusalFromDatabase(duplicate)?.statusCode).toBe(409);
  });

  it("keeps the server's event loop turning while a statement runs", async () => {
    let turns = 0;
    let running = true;
    const turn = () => {
      turns++;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    await database.db.execute(sql`select pg_sleep(0.3)`);
    running = false;
    // In the server's own thread the statement would hold the loop until it ended: no turn.
    expect(turns).toBeGreaterThan(1);
  });

  it('writes a copy of the data directory between transactions', async () => {
    const file = path.join(dataDir, 'copy.tar.gz');
    await database.dump(file);
    expect((await stat(file)).size).toBeGreaterThan(0);
  });
});
