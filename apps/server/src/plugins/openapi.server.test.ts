import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { createUser } from '../testing/factories';
import { latestPasswordLink } from '../testing/outbox';
import { pathWithRecords } from '../testing/records';
import { isWrite } from '../testing/route-table';
import {
  call,
  callMultipart,
  describedRoutes,
  file,
  operation,
  type Schema,
} from './openapi.fixture';

describe('the description and the server agree', () => {
  const documents = (method: string, path: string, status: number) =>
    Object.keys(operation(method, path).responses).includes(String(status));

  it('lists the statuses the body parser answers on any write', async () => {
    const url = `/api/v1/master-data/group/${file.records.groupId}`;
    const xml = await call('DELETE', url, '<group/>', {
      ...file.records.headers,
      'content-type': 'text/xml',
    });
    expect(xml.statusCode).toBe(415);
    expect(documents('delete', '/api/v1/master-data/group/{id}', 415)).toBe(true);
    const nul = await call('GET', '/api/v1/settings?q=%00', undefined, {});
    expect(nul.statusCode).toBe(400);
    expect(documents('get', '/api/v1/settings', 400)).toBe(true);
  });

  it('sends an export with a content type the description lists', async () => {
    const response = await call('GET', '/api/v1/master-data/groups/export?format=csv');
    expect(response.statusCode).toBe(200);
    const listed = Object.keys(
      operation('get', '/api/v1/master-data/groups/export').responses[200]?.content ?? {},
    );
    expect(listed).toContain(String(response.headers['content-type']).split(';')[0]);
  });

  it('states the rules the server keeps, so what it allows is accepted', async () => {
    const query = (path: string, name: string) =>
      operation('get', path).parameters?.find((parameter) => parameter.name === name)?.schema;
    expect(query('/api/v1/credit-application/paged', 'tenorStartDate')).toMatchObject({
      format: 'date',
    });
    expect(query('/api/v1/master-data/users', 'isActive')).toMatchObject({ type: 'boolean' });
    const body = (method: string, path: string) =>
      operation(method, path).requestBody?.content['application/json']?.schema?.properties ?? {};
    expect(body('post', '/api/v1/auth/change-password').newPassword).toMatchObject({
      minLength: 8,
    });
    expect(body('post', '/api/v1/auth/forgot-password').email).toMatchObject({ format: 'email' });
    const access = body('post', '/api/v1/master-data/role').access;
    expect(access?.items?.properties?.subMenu).toMatchObject({ minItems: 1 });

    const listed = await call(
      'GET',
      '/api/v1/credit-application/paged?tenorStartDate=2026-02-28&tenorEndDate=2026-12-31',
    );
    expect(listed.statusCode).toBe(200);
    const users = await call('GET', '/api/v1/master-data/users?isActive=false');
    expect(users.statusCode).toBe(200);
  });

  it('counts a password in characters, as the description does: an emoji is one', async () => {
    const user = await createUser(file.context.db);
    await call('POST', '/api/v1/auth/forgot-password', { email: user.email }, {});
    const outbox = path.join(file.context.config.dataDir, 'outbox');
    const link = new URL(String(await latestPasswordLink(outbox, user.email)));
    // Twelve characters, thirteen UTF-16 units: refused as 'at most 12 characters' before.
    const password = 'Abcdefgh1.x\u{1F600}';
    const rules = operation('post', '/api/v1/auth/change-password').requestBody?.content[
      'application/json'
    ]?.schema?.properties?.newPassword;
    expect([...password].length).toBe(rules?.maxLength);
    const changed = await call(
      'POST',
      '/api/v1/auth/change-password',
      { token: link.searchParams.get('token'), newPassword: password, reEnterPassword: password },
      {},
    );
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('counts every text limit in characters and refuses the blank name its description excludes', async () => {
    const groupName = operation('post', '/api/v1/master-data/group').requestBody?.content[
      'application/json'
    ]?.schema?.properties?.groupName;
    const emoji = '\u{1F3E6}';
    const longest = emoji.repeat(Number(groupName?.maxLength));
    const created = await call('POST', '/api/v1/master-data/group', { groupName: longest });
    expect(created.statusCode, created.body).toBe(201);
    const over = await call('POST', '/api/v1/master-data/group', {
      groupName: `${longest}${emoji}`,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Must be 75 characters or less. Now 76 characters');

    const pattern = new RegExp(String(groupName?.pattern));
    expect(pattern.test(' \t ')).toBe(false);
    expect(pattern.test(' North ')).toBe(true);
    const blank = await call('POST', '/api/v1/master-data/group', { groupName: ' \t ' });
    expect(blank.statusCode).toBe(400);
  });

  it('refuses the NUL and the future date of birth its description excludes', async () => {
    const nul = await call('POST', '/api/v1/master-data/group', { groupName: 'North\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(
      'The request contains a NUL character (\\u0000), which no field may hold.',
    );
    const groupName = operation('post', '/api/v1/master-data/group').requestBody?.content[
      'application/json'
    ]?.schema?.properties?.groupName;
    expect(new RegExp(String(groupName?.pattern)).test('North\u0000')).toBe(false);

    const year = Number(businessToday().slice(0, 4));
    const born = (dateOfBirth: string) =>
      callMultipart('POST', '/api/v1/master-data/debitur', {
        type: 'Personal',
        data: JSON.stringify(file.records.personal({ dateOfBirth })),
      });
    const future = await born(`${year + 1}-01-01`);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Date of Birth cannot be in the future');
    expect((await born(`${year - 1}-12-31`)).statusCode).toBe(201);
  });

  it('accepts a multipart form sent as described: JSON parts and file parts', async () => {
    const created = await callMultipart('POST', '/api/v1/master-data/debitur', {
      type: 'Personal',
      data: JSON.stringify(file.records.personal()),
    });
    expect(created.statusCode).toBe(201);
    const createdUser = await callMultipart('POST', '/api/v1/master-data/user', {
      name: 'Described User',
      email: 'described.user@bank.example',
      isActive: 'true',
      roleId: file.records.roleId,
      area: JSON.stringify([
        { groupId: file.records.groupId, branch: [{ branchId: file.records.branchId }] },
      ]),
    });
    expect(createdUser.statusCode).toBe(201);
  });

  it('accepts on every read the query its description allows', async () => {
    /** A value the parameter's schema allows; none for text held to a pattern. */
    const sample = (schema: Schema): string | undefined => {
      if (schema.enum) return String(schema.enum.at(-1));
      if (schema.type === 'array') return schema.items && sample(schema.items);
      if (schema.format === 'date') return '2026-02-28';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.type === 'boolean') return 'true';
      if (schema.type === 'integer') return String(schema.minimum ?? 1);
      if (schema.type === 'string' && schema.pattern === '^[^\\u0000]*$') return 'a';
      return undefined;
    };
    for (const { route, method, path } of describedRoutes()) {
      // A password link's token is a secret the description cannot hold.
      if (method !== 'get' || path === '/api/v1/auth/forgot-password/sync') continue;
      const query = new URLSearchParams();
      for (const parameter of operation(method, path).parameters ?? []) {
        const value = parameter.in === 'query' && sample(parameter.schema);
        if (value) query.append(parameter.name, value);
      }
      const response = await call('GET', `${pathWithRecords(route.url, file.records)}?${query}`);
      expect(response.statusCode, `${path}?${query}: ${response.body}`).not.toBe(400);
      expect(documents(method, path, response.statusCode)).toBe(true);
    }
  });

  it('sorts every list by each key its description offers', async () => {
    for (const { route, method, path } of describedRoutes()) {
      const sortBy = operation(method, path).parameters?.find(({ name }) => name === 'sortBy');
      if (method !== 'get' || !sortBy) continue;
      for (const key of sortBy.schema.enum ?? []) {
        const url = `${pathWithRecords(route.url, file.records)}?sortBy=${String(key)}`;
        const response = await call('GET', url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      }
    }
  });

  it('answers every route of the walk with a status its description lists', async () => {
    for (const { route, method, path } of describedRoutes()) {
      if (isWrite(route)) continue;
      const response = await call('GET', pathWithRecords(route.url, file.records), undefined, {});
      expect(documents(method, path, response.statusCode), `${method} ${path}`).toBe(true);
    }
  });
});
