import { describe, expect, it } from 'vitest';
import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { GROUP_MESSAGES } from '@creditdesk/domain/groups/groups.schemas';
import { MODULES } from '@creditdesk/domain/modules/module-list';
import type { TestResponse } from './http';
import { auditOf } from './inspect';
import { createGroup, UNKNOWN_ID } from './master-data';
import type { TestContext } from './test-app';
import { adminTestFile } from './admin-test-file';
import { createdRecord, expectRefused, fieldCodesOf, fieldErrorsOf, onlyListedRow } from './http';
import { csvLines, firstSheet, headerLine } from './exports';

/**
 * The contract every small name/description master-data module keeps: list, search, page, sort,
 * create, read, update, delete, export, the spec's 400 messages, 404 and 409 on a stale version
 * (401 and 403 are the permission matrix's). A module's own rules (in use, duplicates, its
 * relations) stay in its own tests.
 */
interface CrudModule {
  title: string;
  list: string;
  item: string;
  nameField: string;
  nameRequired: string;
  exportFile: string;
  exportHeader: string;
  /** The record's name in the answers' messages ('Group created'). */
  noun: { one: string; many: string };
  /** What a valid body needs besides name and description (a branch's groups). */
  required?: (context: TestContext) => Promise<Record<string, unknown>>;
  /** What the detail answers besides id, name, description, version and timestamps. */
  detail?: Record<string, unknown>;
}

/** Every name/description module, from its definition: a new one keeps the contract unasked. */
const definedModules = MODULES.map((module): CrudModule => ({
  title: module.word,
  list: module.api.list,
  item: module.api.item,
  nameField: module.nameField,
  nameRequired: `${module.key}.${module.nameRequired}`,
  exportFile: module.export.file,
  exportHeader: `No,${module.export.nameHeader.en},Description`,
  noun: module.noun,
}));

const modules: CrudModule[] = [
  {
    title: 'groups',
    list: '/groups',
    item: '/group',
    nameField: 'groupName',
    nameRequired: GROUP_MESSAGES.groupNameRequired,
    exportFile: 'groups',
    exportHeader: 'No,Group Name,Description',
    noun: { one: 'Group', many: 'Groups' },
    detail: { branches: [] },
  },
  {
    title: 'branches',
    list: '/branches',
    item: '/branch',
    nameField: 'branchName',
    nameRequired: BRANCH_MESSAGES.branchNameRequired,
    exportFile: 'branches',
    exportHeader: 'No,Branch Name,Description,Group',
    noun: { one: 'Branch', many: 'Branches' },
    required: async (context) => ({ relatedGroupId: [(await createGroup(context.db)).id] }),
    detail: { relatedGroupId: expect.any(Array), totalUser: 0 },
  },
  ...definedModules,
];

const { session, call } = adminTestFile('/api/v1/master-data');

describe.each(modules)('$title keep the master-data contract', (module) => {
  const name = module.nameField;
  const body = async (fields: Record<string, unknown>) => ({
    ...(await module.required?.(session.context)),
    ...fields,
  });
  const create = async (value: string, description?: string) => {
    return createdRecord<{ _id: string; version: number }>(
      await call('POST', module.item, await body({ [name]: value, description })),
    );
  };
  const namesOf = (response: TestResponse) =>
    response.json().response.data.map((row: Record<string, string>) => row[name]);

  it('creates, reads, lists, updates and deletes, auditing each change', async () => {
    const created = await create('Contract Record', 'First description');
    expect((await call('GET', `${module.item}/${created._id}`)).json().response).toEqual({
      _id: created._id,
      [name]: 'Contract Record',
      description: 'First description',
      version: 1,
      created: expect.any(String),
      modified: expect.any(String),
      ...module.detail,
    });

    const listed = onlyListedRow(await call('GET', `${module.list}?search=contract%20rec`));
    expect(listed._id).toBe(created._id);

    const updated = await call(
      'PUT',
      `${module.item}/${created._id}`,
      await body({ [name]: 'Contract Renamed', description: 'Second description', version: 1 }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().response).toMatchObject({ [name]: 'Contract Renamed', version: 2 });

    expect((await call('DELETE', `${module.item}/${created._id}`)).statusCode).toBe(200);
    expect((await call('GET', `${module.item}/${created._id}`)).statusCode).toBe(404);

    const audit = await auditOf(session.context.db, created._id);
    expect(audit.map((row) => row.action).sort()).toEqual(['created', 'deleted', 'updated']);
    const update = audit.find((row) => row.action === 'updated');
    expect(update?.before).toMatchObject({
      [name]: 'Contract Record',
      description: 'First description',
    });
    expect(update?.after).toMatchObject({
      [name]: 'Contract Renamed',
      description: 'Second description',
    });
    expect(audit.find((row) => row.action === 'deleted')?.before).toMatchObject({
      [name]: 'Contract Renamed',
      description: 'Second description',
    });
  });

  it('answers each route with the message of its noun', async () => {
    const created = await call('POST', module.item, await body({ [name]: 'Message Record' }));
    const { _id: id, version } = created.json().response;
    const answers = [
      await call('GET', module.list),
      await call('GET', `${module.item}/${id}`),
      created,
      await call('PUT', `${module.item}/${id}`, await body({ [name]: 'Message Renamed', version })),
      await call('DELETE', `${module.item}/${id}`),
    ];
    const { one, many } = module.noun;
    expect(answers.map((answer) => answer.json().message)).toEqual([
      many,
      one,
      `${one} created`,
      `${one} updated`,
      `${one} deleted`,
    ]);
  });

  it('pages, sorts and searches, created descending by default', async () => {
    for (const value of ['Paging A', 'Paging B', 'Paging C']) await create(value);
    const first = await call('GET', `${module.list}?search=Paging&limit=2&page=1`);
    expect(first.json().response.total).toBe(3);
    expect(namesOf(first)).toEqual(['Paging C', 'Paging B']);
    expect(namesOf(await call('GET', `${module.list}?search=Paging&limit=2&page=2`))).toEqual([
      'Paging A',
    ]);
    expect(
      namesOf(
        await call('GET', `${module.list}?search=Paging&sortBy=${name}&sortOrder=asc&unpaged=true`),
      ),
    ).toEqual(['Paging A', 'Paging B', 'Paging C']);
    expect(
      namesOf(await call('GET', `${module.list}?search=Paging&sort=-${name}&unpaged=true`)),
    ).toEqual(['Paging C', 'Paging B', 'Paging A']);
  });

  it("answers 400 with the spec's messages and writes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ description: 'x' }, module.nameRequired],
      [{ [name]: '   ' }, module.nameRequired],
      [{ [name]: 'x'.repeat(76) }, 'Must be 75 characters or less. Now 76 characters'],
      [
        { [name]: 'Invalid', description: 'x'.repeat(256) },
        'Must be 255 characters or less. Now 256 characters',
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await call('POST', module.item, await body(fields));
      expectRefused(response, message, JSON.stringify(fields));
    }
    const long = await call('POST', module.item, await body({ [name]: 'x'.repeat(76) }));
    expect(fieldErrorsOf(long)).toContainEqual({
      path: name,
      message: 'Must be 75 characters or less. Now 76 characters',
    });
    expect((await call('GET', `${module.list}?search=Invalid`)).json().response.total).toBe(0);

    const record = await create('Validated');
    const blank = await call('PUT', `${module.item}/${record._id}`, await body({ [name]: '' }));
    expect(blank.statusCode).toBe(400);
    expect(fieldCodesOf(blank)).toContainEqual({ path: name, code: module.nameRequired });
    expect((await call('GET', `${module.item}/${record._id}`)).json().response.version).toBe(1);
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const record = await create('Stale Record');
    const once = await body({ [name]: 'Stale Once', version: 1 });
    expect((await call('PUT', `${module.item}/${record._id}`, once)).statusCode).toBe(200);
    const stale = await call('PUT', `${module.item}/${record._id}`, {
      ...once,
      [name]: 'Stale Twice',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('request.staleRecord');
    expect((await call('GET', `${module.item}/${record._id}`)).json().response).toMatchObject({
      [name]: 'Stale Once',
      version: 2,
    });
    const audit = await auditOf(session.context.db, record._id);
    expect(audit.filter((row) => row.action === 'updated')).toHaveLength(1);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const update = await body({ [name]: 'x' });
    for (const [method, url] of [
      ['GET', `${module.item}/${UNKNOWN_ID}`],
      ['PUT', `${module.item}/${UNKNOWN_ID}`],
      ['DELETE', `${module.item}/${UNKNOWN_ID}`],
      ['GET', `${module.item}/not-an-id`],
      ['DELETE', `${module.item}/not-an-id`],
    ] as const) {
      const response = await call(method, url, method === 'PUT' ? update : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('exports the filtered list, all pages, as CSV and XLSX with formulas neutralised', async () => {
    await create('Export One', '=HYPERLINK("http://evil")');
    await create('Export Two', 'plain');
    const csv = await call('GET', `${module.list}/export?format=csv&search=Export&limit=1`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="${module.exportFile}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    const lines = csvLines(csv.body);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(module.exportHeader);
    expect(lines[1]).toMatch(/^1,Export Two,plain/);
    expect(lines[2]).toMatch(/^2,Export One,"'=HYPERLINK\(""http:\/\/evil""\)"/);

    const xlsx = await call('GET', `${module.list}/export?search=Export`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = await firstSheet(xlsx);
    expect(headerLine(sheet)).toBe(module.exportHeader);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).getCell(3).value).toBe(`'=HYPERLINK("http://evil")`);
  });
});
