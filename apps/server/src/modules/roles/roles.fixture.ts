import { beforeAll, expect } from 'vitest';
import type { AccessMenu } from '@creditdesk/domain/access/access.schemas';
import { adminTestFile } from '../../testing/admin-test-file';
import type { TestContext } from '../../testing/test-app';
import { roles } from './roles.table';
import { type Headers, createdRecord } from '../../testing/http';

/**
 * What this module's test files share. Importing it gives the importing test file its own app
 * and administrator (each test file has its own module instances); the bindings below are set
 * once its `beforeAll` has run.
 */
const file = adminTestFile('/api/v1/master-data');
export const { call } = file;
export let context: TestContext;
export let headers: Headers;
beforeAll(() => ({ context, headers } = file.session));

export let catalogue: AccessMenu[];

beforeAll(async () => {
  catalogue = (await call('GET', '/access')).json().response;
});

export const menu = (name: string) => {
  const found = catalogue.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no menu ${name}`);
  return found;
};
export const subMenu = (name: string) => {
  const found = catalogue.flatMap((item) => item.subMenu).find((item) => item.name === name);
  if (!found) throw new Error(`no sub menu ${name}`);
  return found;
};

/** A payload entry: the menu `menuName` granting `grants` ({ 'Master Data Group': ['Read'] }). */
export const grant = (menuName: string, grants: Record<string, string[]>) => ({
  accessId: menu(menuName)._id,
  subMenu: Object.entries(grants).map(([name, access]) => ({
    subMenuId: subMenu(name)._id,
    access,
  })),
});

/** An answer's access entry: the menu `menuName` with `grants` per sub menu, as the detail shows it. */
export const granted = (menuName: string, grants: Record<string, string[]>) => ({
  accessId: {
    _id: menu(menuName)._id,
    name: menuName,
    subMenu: Object.entries(grants).map(([name, access]) => ({
      _id: subMenu(name)._id,
      name,
      access,
    })),
  },
});

export const createRole = async (
  name: string,
  access = [grant('Master Data', { 'Master Data Group': ['Read'] })],
) => {
  return createdRecord<{ _id: string; version: number }>(
    await call('POST', '/role', { name, access }),
  );
};

export const roleCount = async () => (await context.db.select().from(roles)).length;

/** Sends each payload, expects 400 with `message`, and checks that no role was written. */
export const expectRefused = async (payloads: unknown[], message: string) => {
  const before = await roleCount();
  for (const payload of payloads) {
    const response = await call('POST', '/role', payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    expect(response.json().message, JSON.stringify(payload)).toBe(message);
  }
  expect(await roleCount()).toBe(before);
};

/** A role answer's access as the payload that would set it again. */
export const asPayload = (menuAccess: { accessId: AccessMenu }) => ({
  accessId: menuAccess.accessId._id,
  subMenu: menuAccess.accessId.subMenu.map((entry) => ({
    subMenuId: entry._id,
    access: entry.access,
  })),
});
