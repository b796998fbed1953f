import { describe, expect, it } from 'vitest';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { APPROVAL_AUTHORITY_MESSAGES as M } from '@creditdesk/domain/approval-authorities/approval-authorities.messages';
import { withParams } from '@creditdesk/domain/shared/message-index';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { csvLines } from '../../testing/exports';
import { authHeaderWithGrants, createRole } from '../../testing/factories';
import { answeredRecord, expectConflict } from '../../testing/http';
import { auditOf, countRows } from '../../testing/inspect';
import { createCreditType } from '../../testing/master-data';
import { approvalAuthorities } from './approval-authorities.table';
import {
  approverRole,
  call,
  context,
  createTier,
  tierBody,
  tierNamesOf,
} from './approval-authorities.fixture';

describe('approval authorities', () => {
  it('creates, reads, lists, updates and deletes a tier, auditing each change', async () => {
    const head = await approverRole('Crud Kepala Cabang');
    const region = await approverRole('Crud Kepala Wilayah');
    const kpr = await createCreditType(context.db, 'Crud KPR');
    const created = await createTier([head], {
      name: 'Crud Tier',
      plafondFrom: '0',
      plafondTo: 500000000,
      creditTypeIds: [kpr.id],
    });
    expect((await call('GET', `/approval-authority/${created._id}`)).json().response).toEqual({
      _id: created._id,
      name: 'Crud Tier',
      plafondFrom: { $numberDecimal: '0.00' },
      plafondTo: { $numberDecimal: '500000000.00' },
      requiredApprovals: 1,
      roles: [{ _id: head, name: 'Crud Kepala Cabang' }],
      creditTypes: [{ _id: kpr.id, name: 'Crud KPR' }],
      version: 1,
      created: expect.any(String),
      modified: expect.any(String),
    });

    const updated = answeredRecord(
      await call(
        'PUT',
        `/approval-authority/${created._id}`,
        tierBody([region, head], {
          name: 'Crud Tier Two',
          plafondTo: '',
          requiredApprovals: 2,
          creditTypeIds: [kpr.id],
          version: 1,
        }),
      ),
    );
    expect(updated).toMatchObject({
      name: 'Crud Tier Two',
      plafondTo: null,
      requiredApprovals: 2,
      version: 2,
      roles: [
        { _id: head, name: 'Crud Kepala Cabang' },
        { _id: region, name: 'Crud Kepala Wilayah' },
      ],
    });

    expect((await call('DELETE', `/approval-authority/${created._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/approval-authority/${created._id}`)).statusCode).toBe(404);

    const audit = await auditOf(context.db, created._id);
    expect(audit.map((row) => row.action).sort()).toEqual(['created', 'deleted', 'updated']);
    expect(audit.find((row) => row.action === 'created')?.after).toEqual({
      name: 'Crud Tier',
      plafondFrom: '0.00',
      plafondTo: '500000000.00',
      requiredApprovals: 1,
      roles: ['Crud Kepala Cabang'],
      creditTypes: ['Crud KPR'],
    });
    const update = audit.find((row) => row.action === 'updated');
    expect(update?.before).toEqual({
      name: 'Crud Tier',
      plafondTo: '500000000.00',
      requiredApprovals: 1,
      roles: ['Crud Kepala Cabang'],
    });
    expect(update?.after).toEqual({
      name: 'Crud Tier Two',
      plafondTo: null,
      requiredApprovals: 2,
      roles: ['Crud Kepala Cabang', 'Crud Kepala Wilayah'],
    });
  });

  it('refuses a stale edit with 409 and changes nothing', async () => {
    const role = await approverRole();
    const type = await createCreditType(context.db, 'Stale Type');
    const tier = await createTier([role], { name: 'Stale Tier', creditTypeIds: [type.id] });
    const body = tierBody([role], { name: 'Stale Tier', creditTypeIds: [type.id] });
    answeredRecord(await call('PUT', `/approval-authority/${tier._id}`, { ...body, version: 1 }));
    const stale = await call('PUT', `/approval-authority/${tier._id}`, {
      ...body,
      name: 'Stale Rename',
      version: 1,
    });
    expectConflict(
      stale,
      REQUEST_MESSAGES.staleRecord,
      'This record was changed by someone else. Reload and try again.',
    );
    expect((await call('GET', `/approval-authority/${tier._id}`)).json().response.name).toBe(
      'Stale Tier',
    );
  });

  it('refuses to delete a tier between two others, naming it and the gap; deletes an end', async () => {
    const role = await approverRole();
    const type = await createCreditType(context.db, 'Gap Type');
    const scoped = { creditTypeIds: [type.id] };
    const low = await createTier([role], { name: 'Gap A', plafondTo: '500000000', ...scoped });
    const middle = await createTier([role], {
      name: 'Gap B',
      plafondFrom: '500000000',
      plafondTo: '5000000000',
      ...scoped,
    });
    await createTier([role], {
      name: 'Gap C',
      plafondFrom: '5000000000',
      plafondTo: null,
      ...scoped,
    });
    expectConflict(
      await call('DELETE', `/approval-authority/${middle._id}`),
      withParams(M.deleteLeavesGap, {
        name: 'Gap B',
        lower: 'Gap A',
        upper: 'Gap C',
        from: 'Rp 500.000.000',
        to: 'Rp 5.000.000.000',
      }),
      "'Gap B' cannot be deleted: above Rp 500.000.000 up to Rp 5.000.000.000 no tier would decide between 'Gap A' and 'Gap C'",
    );
    expect((await call('GET', `/approval-authority/${middle._id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/approval-authority/${low._id}`)).statusCode).toBe(200);
  });

  it('lets only one of two overlapping creates sent at once land', async () => {
    const role = await approverRole();
    const type = await createCreditType(context.db, 'Race Type');
    const body = (name: string) =>
      tierBody([role], { name, plafondFrom: '0', plafondTo: '1000', creditTypeIds: [type.id] });
    const answers = await Promise.all([
      call('POST', '/approval-authority', body('Race One')),
      call('POST', '/approval-authority', body('Race Two')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json().details[0]).toMatchObject({ path: 'plafondFrom', code: M.overlapsUpTo });
    expect(tierNamesOf(await call('GET', '/approval-authorities?search=Race'))).toHaveLength(1);
  });

  it('pages lowest tier first, sorts and searches by tier or role name', async () => {
    const role = await approverRole('Paging Komite');
    const type = await createCreditType(context.db, 'Paging Type');
    const scoped = { creditTypeIds: [type.id] };
    await createTier([role], { name: 'Paging 1', plafondFrom: '0', plafondTo: '10', ...scoped });
    await createTier([role], { name: 'Paging 2', plafondFrom: '10', plafondTo: '20', ...scoped });
    await createTier([role], { name: 'Paging 3', plafondFrom: '20', plafondTo: null, ...scoped });
    const first = await call('GET', '/approval-authorities?search=paging&limit=2');
    expect(first.json().response.total).toBe(3);
    expect(tierNamesOf(first)).toEqual(['Paging 1', 'Paging 2']);
    expect(
      tierNamesOf(await call('GET', '/approval-authorities?search=paging&limit=2&page=2')),
    ).toEqual(['Paging 3']);
    expect(
      tierNamesOf(
        await call('GET', '/approval-authorities?search=komite&sortBy=created&sortOrder=desc'),
      ),
    ).toEqual(['Paging 3', 'Paging 2', 'Paging 1']);
    expect((await call('GET', '/approval-authorities?sortBy=roles')).statusCode).toBe(400);
  });

  it('exports the filtered list with the amounts as Rupiah', async () => {
    const role = await approverRole('Export Komite');
    const type = await createCreditType(context.db, 'Export Type');
    await createTier([role], {
      name: 'Export Low',
      plafondTo: '500000000.50',
      creditTypeIds: [type.id],
      requiredApprovals: 2,
    });
    const csv = await call('GET', '/approval-authorities/export?format=csv&search=Export%20Low');
    expect(csv.statusCode).toBe(200);
    expect(csvLines(csv.body)).toEqual([
      'No,Name,Plafond From,Plafond To,Credit Types,Required Approvals,Roles',
      '1,Export Low,Rp 0,"Rp 500.000.000,50",Export Type,2,Export Komite',
    ]);
  });

  it('offers the roles holding Approval/Action and every credit type', async () => {
    const approver = await approverRole('Options Approver');
    const type = await createCreditType(context.db, 'Options Type');
    await createRole(context.db, { [SUB_MENUS.approval]: ['View'] }, 'Options Viewer');
    const options = answeredRecord<{
      roles: { _id: string; name: string }[];
      creditTypes: unknown[];
    }>(await call('GET', '/approval-authority/options'));
    expect(options.roles).toContainEqual({ _id: approver, name: 'Options Approver' });
    expect(options.roles.map((role) => role.name)).not.toContain('Options Viewer');
    expect(options.creditTypes).toContainEqual({ _id: type.id, name: 'Options Type' });
  });

  it('asks for the sub menu right of each call: 403 without it, 401 without a token', async () => {
    const reader = await authHeaderWithGrants(context, {
      [SUB_MENUS.approvalAuthority]: ['Read'],
    });
    expect((await call('GET', '/approval-authorities', undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/approval-authority/options', undefined, reader)).statusCode).toBe(
      200,
    );
    const before = await countRows(context.db, approvalAuthorities);
    const role = await approverRole();
    const refused = await call('POST', '/approval-authority', tierBody([role]), reader);
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/approval-authorities', undefined, {})).statusCode).toBe(401);
    expect(await countRows(context.db, approvalAuthorities)).toBe(before);
  });
});
