import { describe, expect } from 'vitest';
import {
  fieldNames,
  fieldsOf,
  fuzzTest,
  fuzzTestFile,
  ONE_MB,
  RAW_BODIES,
  VALUES,
  writeRoutes,
} from './write-fuzz';

const { file, fuzz } = fuzzTestFile();

describe('every write route, as a Super Admin', () => {
  fuzzTest(
    'answers wrong types and hostile values in every field without a 5xx or a partial write',
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

  fuzzTest(
    'answers a 1 MB string in any of its fields without a 5xx or a partial write',
    async () => {
      for (const route of writeRoutes(file.context)) {
        for (const field of fieldsOf(route))
          await fuzz(route, `1 MB in ${field}`, { [field]: ONE_MB });
      }
    },
  );

  fuzzTest('answers malformed and hostile bodies without a 5xx or a partial write', async () => {
    const bodies = await RAW_BODIES();
    for (const route of writeRoutes(file.context)) {
      for (const [what, contentType, payload] of bodies) {
        const status = await fuzz(route, what, payload, contentType);
        if (['__proto__', 'constructor', 'NUL', 'nested'].some((word) => what.includes(word)))
          expect(
            status,
            `${String(route.method)} ${route.url} with ${what}`,
          ).toBeGreaterThanOrEqual(400);
      }
    }
  });
});
