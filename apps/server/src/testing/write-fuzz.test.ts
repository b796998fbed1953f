import { describe, expect, it } from 'vitest';
import { recordsTestFile } from './records-test-file';
import {
  FUZZ_TIMEOUT_MS,
  fieldNames,
  fieldsOf,
  fuzzer,
  ONE_MB,
  RAW_BODIES,
  VALUES,
  writeRoutes,
} from './write-fuzz';

const testFile = recordsTestFile();
const { file } = testFile;
const fuzz = fuzzer(testFile);

describe('every write route, as a Super Admin', () => {
  it(
    'answers wrong types and hostile values in every field without a 5xx or a partial write',
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      const routes = writeRoutes(file.context);
      expect(routes.length).toBeGreaterThanOrEqual(25);
      const fields = fieldNames(file.context);
      for (const route of routes) {
        for (const [what, value] of VALUES)
          await fuzz(route, what, Object.fromEntries(fields.map((field) => [field, value])));
      }
    },
  );

  it(
    'answers a 1 MB string in any of its fields without a 5xx or a partial write',
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      for (const route of writeRoutes(file.context)) {
        for (const field of fieldsOf(route))
          await fuzz(route, `1 MB in ${field}`, { [field]: ONE_MB });
      }
    },
  );

  it(
    'answers malformed and hostile bodies without a 5xx or a partial write',
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      const bodies = await RAW_BODIES();
      for (const route of writeRoutes(file.context)) {
        for (const [what, contentType, payload] of bodies) {
          const status = await fuzz(route, what, payload, contentType);
          if (what.includes('__proto__') || what.includes('constructor') || what.includes('NUL'))
            expect(
              status,
              `${String(route.method)} ${route.url} with ${what}`,
            ).toBeGreaterThanOrEqual(400);
        }
      }
    },
  );
});
