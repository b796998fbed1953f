import os from 'node:os';
import pg from 'pg';
import { adminDatabaseUrl, machineLine, publishResults } from './bench-support';
import { MB, residentBytes } from './memory';
import { type Cluster, createCluster } from './soak-cluster';
import { Ledger } from './soak-ledger';
import { SoakStats } from './soak-stats';
import { hireStaff, inTurns } from './soak-staff';
import { verifyWrites } from './soak-verify';
import { workUntil } from './soak-day';
import { Desk, MANDATORY_CODES } from './soak-work';

/**
 * bench:soak, a working day under load (issue 33): SOAK_USERS members of staff on two instances
 * behind nginx for SOAK_MINUTES, one instance killed with kill -9 at SOAK_KILL_AT and started
 * again at SOAK_RESTART_AT (minutes); then every acknowledged write is checked in the database
 * and the file store. SOAK_KEEP_DATABASE=true keeps the database.
 */

const USERS = Number(process.env.SOAK_USERS ?? 1000);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const KILL_AT = Number(process.env.SOAK_KILL_AT ?? 4);
const RESTART_AT = Number(process.env.SOAK_RESTART_AT ?? 5);
/** Officers who start the day with a file signed and all but one document in. */
const READY_FILES = Number(process.env.SOAK_READY_FILES ?? 50);
const KEEP_DATABASE = process.env.SOAK_KEEP_DATABASE === 'true';
/** SOAK_INSTANCES=1 measures what one instance holds; nothing is killed then. */
const INSTANCES = Number(process.env.SOAK_INSTANCES ?? 2);
const CRASH = INSTANCES > 1 && KILL_AT < MINUTES;
const MINUTE_MS = 60_000;
/** Staff arrive over the first minute (or fifth of a shorter run), not all in one second. */
const RAMP_MS = process.env.SOAK_RAMP_MINUTES
  ? Number(process.env.SOAK_RAMP_MINUTES) * MINUTE_MS
  : Math.min(MINUTE_MS, (MINUTES * MINUTE_MS) / 5);
/** Memory is compared from the end of warm-up: the ramp, or a restart, and a minute of work. */
const WARM_UP_MINUTES = Math.max(2, Math.ceil(RAMP_MS / MINUTE_MS) + 1);
const SETUP_PARALLEL = 8;

interface Sample {
  minute: number;
  /** Staff at work (signed in or signing in). */
  active: number;
  rss: (number | undefined)[];
  connections: string;
}

/** The database's connections by login (the app's own login's states are hidden from the owner). */
const connectionsOf = async (client: pg.Client, database: string) => {
  const { rows } = await client.query<{ usename: string; count: string }>(
    'select usename, count(*) from pg_stat_activity where datname = $1 group by usename order by usename',
    [database],
  );
  return rows.map((row) => `${row.count} ${row.usename}`).join(', ');
};

const sampleEveryMinute = (
  cluster: Cluster,
  started: number,
  samples: Sample[],
  active: () => number,
) => {
  const client = new pg.Client({ connectionString: cluster.ownerUrl });
  const connected = client.connect();
  const take = async () => {
    await connected;
    const rss = await Promise.all(
      cluster.instances.map((instance) =>
        instance.child.exitCode === null && instance.child.pid
          ? residentBytes(instance.child.pid).catch(() => undefined)
          : undefined,
      ),
    );
    samples.push({
      minute: Math.round((Date.now() - started) / MINUTE_MS),
      active: active(),
      rss,
      connections: await connectionsOf(client, cluster.databaseName),
    });
  };
  const timer = setInterval(() => void take(), MINUTE_MS);
  return async () => {
    clearInterval(timer);
    if (samples.at(-1)?.minute !== Math.round((Date.now() - started) / MINUTE_MS)) await take();
    await client.end();
  };
};

/** The desks of the first READY_FILES officers bring one application each near submission. */
const prepareReadyFiles = (desks: Desk[]) =>
  inTurns(
    desks.filter((desk) => !desk.member.reviewer).slice(0, READY_FILES),
    SETUP_PARALLEL,
    async (desk) => {
      await desk.signIn();
      await desk.createDebitur();
      await desk.createApplication();
      await desk.signSubmitApprove();
      await desk.signSubmitApprove();
      for (let code = 1; code < MANDATORY_CODES.length; code++) await desk.upload();
    },
  );

const megabytes = (bytes: number | undefined) =>
  bytes === undefined ? 'down' : `${Math.round(bytes / MB)} MB`;

const report = async (
  stats: SoakStats,
  samples: Sample[],
  verdict: Awaited<ReturnType<typeof verifyWrites>>,
  ledger: Ledger,
  loadBefore: number,
  loadDuring: number[],
  retries: number,
) => {
  // The restarted instance warms up again after its restart.
  const warmFrom = (index: number) =>
    index === 0 && CRASH ? Math.ceil(RESTART_AT) + WARM_UP_MINUTES - 1 : WARM_UP_MINUTES;
  const last = samples.at(-1);
  const growth = (index: number) => {
    const warm = samples.find((sample) => sample.minute >= warmFrom(index))?.rss[index];
    const end = last?.rss[index];
    if (!warm || !end || last.minute <= warmFrom(index)) return 'n/a (the run is too short)';
    return `${(((end - warm) / warm) * 100).toFixed(1)} % from minute ${warmFrom(index)}`;
  };
  const errors = [...stats.errors].sort((a, b) => b[1] - a[1]);
  const errorMinutes = [...stats.errorsByMinute].sort((a, b) => a[0] - b[0]);
  const lines = [
    machineLine(loadBefore),
    `Load average (1 min) each minute of the run: ${loadDuring.map((load) => load.toFixed(2)).join(', ')}.`,
    '',
    `${USERS} virtual users (${USERS - Math.floor(USERS / 5)} officers, ${Math.floor(USERS / 5)} reviewers), ` +
      `${MINUTES} minutes, think time 1-5 s, ${INSTANCES} instance(s) behind nginx on PostgreSQL and one file store; ` +
      (CRASH
        ? `instance 1 killed with kill -9 at minute ${KILL_AT}, started again at minute ${RESTART_AT}. `
        : 'no instance killed. ') +
      `${READY_FILES} officers start with a file one document short of submission.`,
    '',
    '| Step | Count | p50 ms | p95 ms | p99 ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...stats.steps().map((step) => {
      const { count, p50, p95, p99 } = stats.summary(step);
      return `| ${step} | ${count} | ${p50.toFixed(0)} | ${p95.toFixed(0)} | ${p99.toFixed(0)} |`;
    }),
    '',
    `Steps: ${stats.totalSteps()}; the load generator itself (this process, on the same two cores) used ` +
      `${(process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6).toFixed(0)} s of CPU, setup included; reads sent again after a failure (as the web's queries retry): ${retries}.`,
    'A 409 documents.decideWrongStatus is a second reviewer deciding a file another decided a moment before: the ' +
      'refusal the four-eyes rule gives, no fault. "(instance down)" marks errors between the kill and the restarted instance answering.',
    `Errors by kind (a step counts once, by its first failure): ${errors.length ? errors.map(([kind, count]) => `${kind} x${count}`).join('; ') : 'none'}.`,
    `Errors by minute of the run (from its start, 0 the first): ${errorMinutes.length ? errorMinutes.map(([minute, count]) => `minute ${minute}: ${count}`).join(', ') : 'none'}.`,
    '',
    '| End of minute | Staff at work | Steps | List p95 ms | Errors | Instance 1 RSS | Instance 2 RSS | Database connections |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...samples.map((sample) => {
      const minute = sample.minute - 1;
      const p95 = stats.listP95(minute);
      return (
        `| ${sample.minute} | ${sample.active} | ${stats.stepsByMinute.get(minute) ?? 0} | ` +
        `${Number.isNaN(p95) ? '-' : p95.toFixed(0)} | ${stats.errorsByMinute.get(minute) ?? 0} | ` +
        `${megabytes(sample.rss[0])} | ${INSTANCES > 1 ? megabytes(sample.rss[1]) : '-'} | ${sample.connections} |`
      );
    }),
    '',
    `Memory growth after warm-up to the end of the run: instance 1 ${growth(0)}` +
      `${CRASH ? ` (restarted at minute ${RESTART_AT})` : ''}, instance 2 ${growth(1)}.`,
    '',
    `Writes acknowledged: ${verdict.acknowledged} (debiturs ${ledger.count('debitur')}, applications ${ledger.count('application')}, ` +
      `edits ${ledger.count('application-edit')}, documents ${ledger.count('document')}, debitur files ${ledger.count('debitur-file')}, ` +
      `status moves ${ledger.count('status')}, approvals ${ledger.count('approval')}).`,
    `Lost: ${verdict.lost.length}; rows without their file: ${verdict.rowsWithoutFile.length}; duplicates from retries: ${verdict.duplicates.length}.`,
    `Writes with no answer (not retried, looked up afterwards): ${verdict.unknown.total}, of which creates that landed: ${verdict.unknown.landed}.`,
    ...verdict.lost.slice(0, 10).map((write) => `- lost: ${write}`),
    ...verdict.rowsWithoutFile.slice(0, 10).map((row) => `- without file: ${row}`),
    ...verdict.duplicates.slice(0, 10).map((marker) => `- duplicate: ${marker}`),
  ];
  await publishResults('Soak: a working day under load (bench:soak)', lines);
  return verdict.lost.length + verdict.rowsWithoutFile.length + verdict.duplicates.length;
};

const main = async () => {
  const loadBefore = os.loadavg()[0] ?? 0;
  const cluster = await createCluster(adminDatabaseUrl(), INSTANCES, KEEP_DATABASE);
  try {
    const runId = process.pid.toString(36);
    console.log(`hiring ${USERS} staff through ${cluster.balancer}`);
    const workplace = await hireStaff(cluster.balancer, cluster.dataDir, USERS, runId);
    const ledger = new Ledger();
    const desks = workplace.staff.map(
      (member) => new Desk(cluster.balancer, member, workplace, ledger),
    );
    await prepareReadyFiles(desks);
    console.log(`staff ready; the day starts (${MINUTES} minutes)`);

    const started = Date.now();
    const end = started + MINUTES * MINUTE_MS;
    const stats = new SoakStats(started);
    const samples: Sample[] = [];
    const loadDuring: number[] = [];
    const loadTimer = setInterval(() => loadDuring.push(os.loadavg()[0] ?? 0), MINUTE_MS);
    let active = 0;
    const stopSampling = sampleEveryMinute(cluster, started, samples, () => active);
    const crash = (async () => {
      if (!CRASH) return;
      await new Promise((resolve) => setTimeout(resolve, KILL_AT * MINUTE_MS));
      console.log('kill -9 instance 1');
      stats.outageStarts();
      await cluster.kill(0);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, started + RESTART_AT * MINUTE_MS - Date.now())),
      );
      console.log('starting instance 1 again');
      await cluster.restart(0);
      stats.outageEnds();
      console.log('instance 1 is back');
    })();
    await Promise.all([
      crash,
      ...desks.map(async (desk) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * RAMP_MS));
        active++;
        await workUntil(desk, stats, end);
        active--;
      }),
    ]);
    clearInterval(loadTimer);
    await stopSampling();
    const retries = desks.reduce((sum, desk) => sum + desk.client.retries, 0);
    const verdict = await verifyWrites(cluster.ownerUrl, cluster.dataDir, ledger);
    const failures = await report(stats, samples, verdict, ledger, loadBefore, loadDuring, retries);
    if (failures > 0) process.exitCode = 1;
  } finally {
    await cluster.close();
  }
};

await main();
