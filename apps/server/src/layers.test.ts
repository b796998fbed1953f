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

describe('server layers (domain <- config <- db <- core <- plugins <- kit <- modules <- app)', () => {
  it('refuses an import from a layer above', { timeout: 120_000 }, async () => {
    expect(await refused('config.ts', 'db/client')).toBe(true);
    expect(await refused('db/client.ts', 'core/errors')).toBe(true);
    expect(await refused('core/probe.ts', 'modules/users/users.repository')).toBe(true);
    expect(await refused('core/probe.ts', 'plugins/storage')).toBe(true);
    expect(await refused('plugins/probe.ts', 'kit/audited-write')).toBe(true);
    expect(await refused('kit/probe.ts', 'modules/users/users.table')).toBe(true);
    expect(await refused('modules/roles/probe.ts', 'seeds/super-admin.seed')).toBe(true);
    expect(await refused('plugins/probe.ts', 'app')).toBe(true);
  });

  it('admits an import from the same layer or one below', { timeout: 120_000 }, async () => {
    expect(await refused('db/client.ts', 'config')).toBe(false);
    expect(await refused('core/probe.ts', 'db/client')).toBe(false);
    expect(await refused('plugins/probe.ts', 'core/errors')).toBe(false);
    expect(await refused('kit/probe.ts', 'plugins/audit/audit.repository')).toBe(false);
    expect(await refused('modules/users/probe.ts', 'kit/crud-routes')).toBe(false);
    expect(await refused('app.ts', 'modules/users/users.routes')).toBe(false);
  });

  it(
    'lets a module use another only through its service or its tables',
    { timeout: 120_000 },
    async () => {
      expect(await refused('modules/options/probe.ts', 'modules/roles/roles.repository')).toBe(
        true,
      );
      expect(await refused('modules/options/probe.ts', 'modules/debiturs/debiturs.mapper')).toBe(
        true,
      );
      expect(await refused('modules/options/probe.ts', 'modules/roles/privilege.service')).toBe(
        false,
      );
      expect(await refused('modules/options/probe.ts', 'modules/groups/groups.table')).toBe(false);
      expect(await refused('modules/options/probe.ts', 'modules/options/options.repository')).toBe(
        false,
      );
    },
  );
});
