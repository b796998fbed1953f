/**
 * Counts the files a new name/description module touches, by adding one as docs/server-kit.md
 * says, in a throwaway copy of the repository: its definition in the domain, one line in the
 * module list, its table on the server, then the migration drizzle-kit generates.
 *
 *   npx tsx scripts/count-module-files.ts [word] [--verify] [--keep]
 *
 * `--verify` also type-checks the copy and runs the registry test and the crud contract there
 * (minutes); `--keep` leaves the copy for a look.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const word = args.find((arg) => !arg.startsWith('--')) ?? 'collateral-types';
const verify = args.includes('--verify');
const keep = args.includes('--keep');

const camel = word.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
const constant = `${word.replace(/-/g, '_').toUpperCase()}_MODULE`;
const noun = word.replace(/s$/, '').replace(/-/g, ' ');
const title = noun.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
const nameField = `${camel.replace(/s$/, '')}Name`;

const run = (command: string, commandArgs: string[], cwd: string) =>
  execFileSync(command, commandArgs, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The repository's files as they are now (committed or not), with its installed packages. */
const copyRepository = (target: string) => {
  const files = run('git', ['ls-files', '--cached', '--others', '--exclude-standard'], root)
    .split('\n')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(target, file));
  }
  // The installed packages are the repository's, but the workspaces (`@creditdesk/*`) must be
  // the copy's own, or the copy would compile against the repository's domain.
  const packages = path.join(target, 'node_modules');
  fs.mkdirSync(path.join(packages, '@creditdesk'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@creditdesk')
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(packages, entry));
  }
  for (const entry of fs.readdirSync(path.join(root, 'node_modules/@creditdesk')))
    fs.symlinkSync(
      fs.readlinkSync(path.join(root, 'node_modules/@creditdesk', entry)),
      path.join(packages, '@creditdesk', entry),
    );
  for (const workspace of ['apps/web', 'apps/server', 'packages/domain', 'e2e', 'bench']) {
    const installed = path.join(root, workspace, 'node_modules');
    if (fs.existsSync(installed))
      fs.symlinkSync(installed, path.join(target, workspace, 'node_modules'), 'dir');
  }
  const git = (...gitArgs: string[]) =>
    run('git', ['-c', 'user.name=count', '-c', 'user.email=count@localhost', ...gitArgs], target);
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'before the module');
};

const definition = `import { defineModule } from '../modules/define-module';
import { defineMessages } from '../shared/message-index';

export const ${constant} = defineModule({
  word: '${word}',
  subMenu: { name: 'Master Data ${title}', access: ['Read', 'Create', 'Update', 'Delete'] },
  page: { path: '/master-data/${word}', listTab: '${word}-list', hasDetail: true },
  api: { list: '/${word}', item: '/${word.replace(/s$/, '')}' },
  table: { name: '${word.replace(/-/g, '_')}', uniqueName: false },
  entity: '${word.replace(/s$/, '')}',
  nameField: '${nameField}',
  noun: { one: '${title}', many: '${title}s' },
  export: { file: '${word}', sheet: '${title}s', nameHeader: '${title} Name' },
  messages: defineMessages('${camel}', {
    ${nameField}Required: '${title} Name must be filled',
    createFailed: 'Failed to create ${noun}.',
    deleteTitle: 'Delete ${title}',
    deleteQuestion: 'Are you sure want to delete this ${noun}?',
    deleteWarning: 'Once you delete, all data in this ${noun} cannot be restored',
    searchPlaceholder: 'Search by ${noun} name',
  }),
  nameRequired: '${nameField}Required',
  texts: {
    en: {
      listTitle: '${title}s',
      listSubtitle: 'The ${noun}s the bank works with.',
      add: 'Add New ${title}',
      addSubtitle: 'Create a new ${noun}',
      editTitle: 'Edit ${title}',
      editSubtitle: 'Update your existing ${noun}',
      detailTitle: 'Detail ${title}',
      information: '${title} Information',
      created: '${title} created',
      updated: '${title} updated',
      nameLabel: '${title} Name',
      namePlaceholder: 'e.g. ${title} A',
      descriptionPlaceholder: 'What the ${noun} is',
    },
    id: {
      listTitle: 'Daftar ${title}',
      listSubtitle: 'Daftar ${noun} yang digunakan bank.',
      add: 'Tambah ${title} Baru',
      addSubtitle: 'Buat ${noun} baru',
      editTitle: 'Ubah ${title}',
      editSubtitle: 'Perbarui ${noun} yang sudah ada',
      detailTitle: 'Detail ${title}',
      information: 'Informasi ${title}',
      created: '${title} dibuat',
      updated: '${title} diperbarui',
      nameLabel: 'Nama ${title}',
      namePlaceholder: 'mis. ${title} A',
      descriptionPlaceholder: 'Keterangan ${noun} ini',
    },
  },
  idMessages: {
    ${nameField}Required: 'Nama ${title} harus diisi',
    createFailed: 'Gagal membuat ${noun}.',
    deleteTitle: 'Hapus ${title}',
    deleteQuestion: 'Apakah Anda yakin ingin menghapus ${noun} ini?',
    deleteWarning: 'Setelah dihapus, semua data pada ${noun} ini tidak dapat dipulihkan',
    searchPlaceholder: 'Cari berdasarkan nama ${noun}',
  },
});
`;

const table = `import { ${constant} } from '@creditdesk/domain/${word}/${word}.module';
import { nameDescriptionTable } from '../../kit/name-description-module';

export const ${camel} = nameDescriptionTable(${constant});
`;

/** The steps of docs/server-kit.md, "A new name/description module". */
const addModule = (copy: string) => {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.writeFileSync(path.join(copy, file), text);
  };
  write(`packages/domain/src/${word}/${word}.module.ts`, definition);
  const listFile = path.join(copy, 'packages/domain/src/modules/module-list.ts');
  const list = fs
    .readFileSync(listFile, 'utf8')
    .replace(/^/, `import { ${constant} } from '../${word}/${word}.module';\n`)
    .replace(/export const MODULES = \[([^\]]*)\]/, `export const MODULES = [$1, ${constant}]`);
  fs.writeFileSync(listFile, list);
  write(`apps/server/src/modules/${word}/${word}.table.ts`, table);
  run(
    'npx',
    ['drizzle-kit', 'generate', '--name', word.replace(/-/g, '_')],
    path.join(copy, 'apps/server'),
  );
};

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-module-'));
try {
  copyRepository(copy);
  addModule(copy);
  const touched = run('git', ['status', '--porcelain', '--untracked-files=all'], copy)
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  const generated = touched.filter((file) => file.includes('/db/migrations/'));
  const written = touched.filter((file) => !generated.includes(file));
  console.log(`A new name/description module (${word}) touches ${touched.length} files:`);
  console.log(`  written by hand (${written.length}):\n    ${written.join('\n    ')}`);
  console.log(`  generated by drizzle-kit (${generated.length}):\n    ${generated.join('\n    ')}`);
  if (verify) {
    for (const project of ['packages/domain', 'apps/server', 'apps/web', 'e2e'])
      run('npx', ['tsc', '-p', project], copy);
    console.log('  the copy type-checks');
    const tests = [
      'apps/web/src/app/module-registry.test.tsx',
      'apps/server/src/testing/crud-contract.test.ts',
    ];
    try {
      run('npx', ['vitest', 'run', ...tests], copy);
      console.log('  the registry test and the crud contract pass for it');
    } catch (error) {
      const output = String((error as { stdout?: string }).stdout ?? error);
      const failures = output.split('\n').filter((line) => /×|FAIL|Expected|Received/.test(line));
      console.log(`  the tests fail for it:\n    ${failures.join('\n    ')}`);
      process.exitCode = 1;
    }
  }
} finally {
  if (keep) console.log(`The copy is kept in ${copy}`);
  else fs.rmSync(copy, { recursive: true, force: true });
}
