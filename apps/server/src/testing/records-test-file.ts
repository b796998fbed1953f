import { beforeAll } from 'vitest';
import { requester } from './http';
import { createRecords, type Records } from './records';
import { testAppFile } from './test-app-file';

/**
 * One test file's app holding one record of every kind (`createRecords`): built in `beforeAll`,
 * closed in `afterAll`. `call` and `callMultipart` take paths under `base` (whole paths,
 * `/api/v1/...`, by default) and go as the records' Super Admin; `file.context` and
 * `file.records` exist once `beforeAll` has run.
 */
export const recordsTestFile = (base = '') => {
  const app = testAppFile();
  let records: Records | undefined;
  beforeAll(async () => {
    records = await createRecords(app.context);
  });
  const file = {
    get context() {
      return app.context;
    },
    get records() {
      if (!records) throw new Error('The records are made in beforeAll.');
      return records;
    },
  };
  return {
    file,
    ...requester(() => file.context, { base, headers: () => file.records.headers }),
  };
};
