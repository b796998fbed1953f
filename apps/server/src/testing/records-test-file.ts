import { afterAll, beforeAll } from 'vitest';
import { requester } from './http';
import { createRecords, type Records } from './records';
import { createTestApp, type TestContext } from './test-app';

/**
 * One test file's app holding one record of every kind (`createRecords`): built in `beforeAll`,
 * closed in `afterAll`. `call` and `callMultipart` take whole paths (`/api/v1/...`) and go as the
 * records' Super Admin; `file.context` and `file.records` exist once `beforeAll` has run.
 */
export const recordsTestFile = () => {
  let context: TestContext | undefined;
  let records: Records | undefined;
  beforeAll(async () => {
    context = await createTestApp();
    records = await createRecords(context);
  });
  afterAll(() => context?.close());
  const file = {
    get context() {
      if (!context) throw new Error('The test app is built in beforeAll.');
      return context;
    },
    get records() {
      if (!records) throw new Error('The records are made in beforeAll.');
      return records;
    },
  };
  return {
    file,
    ...requester(() => file.context, { base: '', headers: () => file.records.headers }),
  };
};
