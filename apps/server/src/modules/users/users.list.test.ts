import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaderWithGrants, createRole, superAdminRoleId } from '../../testing/factories';
import { createArea, createGroup, type Area } from '../../testing/master-data';
import { adminId, area, call, context, roleId, validFields } from './users.fixture';
import { adminReading, csvLines } from '../../testing/exports';

describe('listing users', () => {
  let filterRole: string;
  let north: Area;
  let south: Area;

  beforeAll(async () => {
    filterRole = (await createRole(context.db, {}, 'Filter Role')).id;
    north = await createArea(context.db, 'Filter North', [
      'Filterbranch Utara',
      'Filterbranch Barat',
    ]);
    south = await createArea(context.db, 'Filter South', ['Filterbranch Selatan']);
    const make = (name: string, status: string, group: typeof north, branchIndex: number) =>
      call('POST', '/user', {
        name,
        email: `${name.toLowerCase().replace(/\s/g, '.')}@filter.example`,
        roleId: filterRole,
        status,
        area: [{ groupId: group.groupId, branch: [{ branchId: group.branchIds[branchIndex] }] }],
      });
    for (const response of [
      await make('Filter Ani', 'active', north, 0),
      await make('Filter Budi', 'inactive', north, 1),
      await make('Filter Citra', 'active', south, 0),
    ])
      expect(response.statusCode, response.body).toBe(201);
  });

  const names = async (query: string) => {
    const response = await call('GET', `/users?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().response.data as { name: string }[]).map((row) => row.name).sort();
  };

  it('filters by role, group, branch and status, single or repeated', async () => {
    expect(await names(`roleId=${filterRole}`)).toEqual([
      'Filter Ani',
      'Filter Budi',
      'Filter Citra',
    ]);
    expect(await names(`roleId=${filterRole}&groupId=${north.groupId}`)).toEqual([
      'Filter Ani',
      'Filter Budi',
    ]);
    expect(
      await names(`groupId[]=${north.groupId}&groupId[]=${south.groupId}&status=active`),
    ).toEqual(['Filter Ani', 'Filter Citra']);
    expect(await names(`branchId=${north.branchIds[1]}`)).toEqual(['Filter Budi']);
    expect(await names(`branchId=${north.branchIds[1]}&branchId=${south.branchIds[0]}`)).toEqual([
      'Filter Budi',
      'Filter Citra',
    ]);
    expect(await names(`roleId=${filterRole}&status=inactive`)).toEqual(['Filter Budi']);
    expect(await names(`roleId=${filterRole}&isActive=true`)).toEqual([
      'Filter Ani',
      'Filter Citra',
    ]);
    expect(await names(`roleId=${filterRole}&isActive=false`)).toEqual(['Filter Budi']);
    expect(await names(`roleId=${filterRole}&isActive=&status=`)).toHaveLength(3);
    expect((await call('GET', '/users?roleId=not-an-id')).statusCode).toBe(400);
  });

  it('searches by name, email and branch name, and pages created descending', async () => {
    expect(await names('search=filter%20an')).toEqual(['Filter Ani']);
    expect(await names('search=filter.citra@')).toEqual(['Filter Citra']);
    expect(await names('search=filterbranch%20bar')).toEqual(['Filter Budi']);
    const page = await call('GET', `/users?roleId=${filterRole}&limit=2&page=1`);
    expect(page.json().response.total).toBe(3);
    expect(page.json().response.data.map((row: { name: string }) => row.name)).toEqual([
      'Filter Citra',
      'Filter Budi',
    ]);
    const sorted = await call('GET', `/users?roleId=${filterRole}&sortBy=name&sortOrder=asc`);
    expect(sorted.json().response.data[0]).toMatchObject({
      name: 'Filter Ani',
      role: { _id: filterRole, name: 'Filter Role' },
      groups: [{ groupName: 'Filter North', branches: [{ branchName: 'Filterbranch Utara' }] }],
      userPhoto: [],
      createdBy: { _id: adminId },
    });
  });

  it('exports the filtered list, all pages, as CSV', async () => {
    const csv = await call(
      'GET',
      `/users/export?format=csv&roleId=${filterRole}&sortBy=name&sortOrder=asc&limit=1`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="users-.*\.csv"/);
    expect(csvLines(csv.body)).toEqual([
      'No,Username,Role,Email,Group & Branch,Status',
      '1,Filter Ani,Filter Role,filter.ani@filter.example,Filter North: Filterbranch Utara,Active',
      '2,Filter Budi,Filter Role,filter.budi@filter.example,Filter North: Filterbranch Barat,Inactive',
      '3,Filter Citra,Filter Role,filter.citra@filter.example,Filter South: Filterbranch Selatan,Active',
    ]);
  });

  it('names the statuses in Indonesian for a user who reads Indonesian, as the list does', async () => {
    const csv = await call(
      'GET',
      `/users/export?format=csv&roleId=${filterRole}&sortBy=name&sortOrder=asc`,
      undefined,
      await adminReading(context, 'id'),
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csvLines(csv.body)).toEqual([
      'No,Nama Pengguna,Peran,Email,Grup & Cabang,Status',
      '1,Filter Ani,Filter Role,filter.ani@filter.example,Filter North: Filterbranch Utara,Aktif',
      '2,Filter Budi,Filter Role,filter.budi@filter.example,Filter North: Filterbranch Barat,Tidak Aktif',
      '3,Filter Citra,Filter Role,filter.citra@filter.example,Filter South: Filterbranch Selatan,Aktif',
    ]);
  });
});

describe('access', () => {
  it('answers 404 for unknown or malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/user/${unknown}`],
      ['PUT', `/user/${unknown}`],
      ['DELETE', `/user/${unknown}`],
      ['GET', '/user/not-an-id'],
      ['GET', '/user/photo-user/not-an-id'],
    ] as const) {
      const response = await call(method, url, method === 'PUT' ? validFields() : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('GET /master-data/user/options', () => {
  it('gives a user manager the roles and the groups with branches, without rights on roles or groups', async () => {
    await createGroup(context.db, 'Empty Group');
    const userManager = await authHeaderWithGrants(context, {
      'User Management': ['Read', 'Create'],
    });
    const response = await call('GET', '/user/options', undefined, userManager);
    expect(response.statusCode).toBe(200);
    const { roles, groups: offered } = response.json().response;
    expect(roles).toContainEqual({ _id: roleId, name: 'Account Officer', grantable: true });
    // Every role is offered to the filter; the form offers only those he may give.
    expect(roles).toContainEqual({
      _id: await superAdminRoleId(context.db),
      name: 'Super Admin',
      grantable: false,
    });
    const jawaBarat = offered.find((group: { _id: string }) => group._id === area.groupId);
    expect(jawaBarat.branches.map((branch: { branchName: string }) => branch.branchName)).toEqual([
      'Bandung',
      'Bogor',
      'Cirebon',
    ]);
    expect(offered.map((group: { groupName: string }) => group.groupName)).not.toContain(
      'Empty Group',
    );
    expect((await call('GET', '/roles', undefined, userManager)).statusCode).toBe(403);
  });
});
