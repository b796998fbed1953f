import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const RULE = 'import-x/no-restricted-paths';

// Only the layering rule runs, without type information: the question is which imports it refuses.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

/** Whether the lint zones refuse `from` importing `imported` (both paths under apps/server/src). */
const refused = async (from: string, imported: string) => {
  const src = path.join(root, 'apps/server/src');
  const filePath = path.join(src, from);
  const specifier = path.relative(path.dirname(filePath), path.join(src, imported));
  const code = `export * from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.some((message) => message.ruleId === RULE) ?? false;
};

// [importing file, imported file, whether the zones refuse it]
const imports: [string, string, boolean][] = [
  // A layer imports only from itself and the layers below it.
  ['config.ts', 'db/client', true],
  ['db/client.ts', 'core/errors', true],
  ['core/probe.ts', 'modules/users/users.repository', true],
  ['core/probe.ts', 'plugins/storage', true],
  ['plugins/probe.ts', 'kit/audited-write', true],
  ['plugins/probe.ts', 'app', true],
  ['kit/probe.ts', 'modules/users/users.table', true],
  ['modules/roles/probe.ts', 'seeds/super-admin.seed', true],
  ['db/client.ts', 'config', false],
  ['core/probe.ts', 'db/client', false],
  ['plugins/probe.ts', 'core/errors', false],
  ['kit/probe.ts', 'plugins/audit/audit.repository', false],
  ['modules/users/probe.ts', 'kit/crud-routes', false],
  ['app.ts', 'modules/users/users.routes', false],
  // A module uses another only through its service or its tables.
  ['modules/options/probe.ts', 'modules/roles/roles.repository', true],
  ['modules/options/probe.ts', 'modules/debiturs/debiturs.mapper', true],
  ['modules/options/probe.ts', 'modules/roles/privilege.service', false],
  ['modules/options/probe.ts', 'modules/groups/groups.table', false],
  ['modules/options/probe.ts', 'modules/options/options.repository', false],
];

describe('server layers (domain <- config <- db <- core <- plugins <- kit <- modules <- app)', () => {
  // The first lint loads the plugins and the resolver: seconds on a quiet machine, more on a busy one.
  it.each(imports)(
    '%s importing %s: refused %s',
    { timeout: 120_000 },
    async (from, imported, expected) => {
      expect(await refused(from, imported)).toBe(expected);
    },
  );
});
