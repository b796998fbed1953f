import { failureKind, isSuccess } from './soak-client';
import { LIST_STEP, type SoakStats } from './soak-stats';
import type { Desk, StepResult } from './soak-work';

/** The working day: which step a member of staff takes next, and the pause between. */

const THINK_MIN_MS = 1000;
const THINK_SPREAD_MS = 4000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The day: the share of each step, in order; they add up to 1. */
const MIX: [string, number, (desk: Desk) => Promise<StepResult>][] = [
  [LIST_STEP, 0.6, (desk) => desk.list()],
  ['open a detail', 0.2, (desk) => desk.detail()],
  ['create or edit', 0.08, (desk) => desk.createOrEdit()],
  ['upload a document', 0.05, (desk) => desk.upload()],
  ['sign, submit, approve', 0.05, (desk) => desk.signSubmitApprove()],
  ['export', 0.02, (desk) => desk.export()],
];

const drawStep = () => {
  let roll = Math.random();
  for (const entry of MIX) {
    roll -= entry[1];
    if (roll < 0) return entry;
  }
  return MIX[0]!;
};

/** Times a step and records its first failure. */
export const timed = async (stats: SoakStats, step: string, run: () => Promise<StepResult>) => {
  const started = performance.now();
  const outcomes = await run();
  stats.record(step, performance.now() - started);
  const failed = outcomes.find((outcome) => !isSuccess(outcome));
  if (failed) stats.fail(step, failureKind(failed));
  return outcomes;
};

/** The desk's day from sign-in until `until` (ms since the epoch). */
export const workUntil = async (desk: Desk, stats: SoakStats, until: number) => {
  let signedIn = false;
  while (Date.now() < until) {
    if (!signedIn) {
      const [outcome] = await timed(stats, 'sign in', async () => [await desk.signIn()]);
      signedIn = isSuccess(outcome!);
    } else {
      const [step, , run] = drawStep();
      const outcomes = await timed(stats, step, () => run(desk));
      // An expired session: sign in again, as the web sends the user to the sign-in page.
      if (outcomes.some((outcome) => outcome.status === 401)) signedIn = false;
    }
    await pause(THINK_MIN_MS + Math.random() * THINK_SPREAD_MS);
  }
};
