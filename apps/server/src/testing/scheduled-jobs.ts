import { makeDueNow } from '../plugins/jobs/jobs.repository';
import { createSecondInstance, type TestContext } from './test-app';

/**
 * Makes the job due again and lets the scheduler of `app` (the test's own unless given) run what
 * is due; answers the names of the jobs it ran.
 */
export const runDueJob = async (
  context: TestContext,
  name: string,
  app: TestContext['app'] = context.app,
) => {
  await makeDueNow(context.db, name);
  return app.scheduler.tick();
};

/**
 * Makes the job due again and lets a second instance on the same database run it, as a restarted
 * or another server would; the instance is closed after.
 */
export const runDueJobOnSecondInstance = async (
  context: TestContext,
  name: string,
  now: () => Date,
) => {
  const second = await createSecondInstance(context, { now });
  try {
    return await runDueJob(context, name, second);
  } finally {
    await second.close();
  }
};
