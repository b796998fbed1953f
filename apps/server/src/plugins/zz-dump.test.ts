import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { testAppFile } from '../testing/test-app-file';
const app = testAppFile();
it('dumps', async () => {
  const r = await app.context.app.inject({ method: 'GET', url: '/api/docs/json' });
  writeFileSync('/tmp/oa/desc.json', JSON.stringify(r.json(), null, 1));
});
