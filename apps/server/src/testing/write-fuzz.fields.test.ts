import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { accessMenus, accessSubMenus } from '../modules/access/access.table';
import { fuzzTest, fuzzTestFile, ONE_MB, VALUES } from './write-fuzz';

const { file, call, fuzz } = fuzzTestFile();

describe('every write route, as a Super Admin', () => {
  fuzzTest(
    'answers each field of a valid body turned wrong or hostile, one at a time, without a 5xx or a partial write',
    async () => {
      const [menu] = await file.context.db
        .select()
        .from(accessMenus)
        .where(eq(accessMenus.name, 'Master Data'));
      const [subMenu] = await file.context.db
        .select()
        .from(accessSubMenus)
        .where(eq(accessSubMenus.name, 'Master Data Group'));
      // Fuzzing the edit below may archive or change the shared debitur: the application gets its own.
      const borrower = await call(
        'POST',
        '/api/v1/master-data/debitur',
        file.records.personal({ idNumber: '3174999999999997' }),
      );
      expect(borrower.statusCode, borrower.body).toBe(201);
      const application = {
        type: 'Personal',
        joinType: 'Existing Debitur',
        debitur: borrower.json().response._id as string,
        creditType: file.records.creditTypeId,
        plafond: '150000000.00',
        facilities: [file.records.facilityId],
        tenorStartDate: '2026-01-01',
        tenorEndDate: '2026-12-31',
        creditDesc: 'Working capital',
        creditAppDate: '2026-01-01',
        status: 'Open',
      };
      const bodies: [string, string, Record<string, unknown>][] = [
        ['POST', '/master-data/group', { groupName: 'Fuzz Group', description: 'd' }],
        [
          'POST',
          '/master-data/branch',
          { branchName: 'Fuzz Branch', description: 'd', relatedGroupId: [file.records.groupId] },
        ],
        ['POST', '/master-data/facility', { facilityName: 'Fuzz Facility', description: 'd' }],
        ['POST', '/master-data/creditapp', { creditappName: 'Fuzz Credit', description: 'd' }],
        [
          'POST',
          '/master-data/role',
          {
            name: 'Fuzz Role',
            access: [
              { accessId: menu!.id, subMenu: [{ subMenuId: subMenu!.id, access: ['Read'] }] },
            ],
          },
        ],
        [
          'POST',
          '/master-data/user',
          {
            name: 'Fuzz User',
            email: 'fuzz.user@bank.example',
            roleId: file.records.roleId,
            status: 'active',
            phoneNumber: '081234567890',
            area: [
              { groupId: file.records.groupId, branch: [{ branchId: file.records.branchId }] },
            ],
          },
        ],
        ['POST', '/master-data/debitur', file.records.personal({ idNumber: '3174999999999999' })],
        ['POST', '/master-data/debitur', file.records.enterprise()],
        ['PUT', `/master-data/debitur/${file.records.debiturId}`, file.records.personal()],
        ['POST', '/credit-application', application],
        [
          'POST',
          '/credit-application',
          {
            ...application,
            joinType: 'New Debitur',
            debitur: undefined,
            newDebitur: file.records.personal({ idNumber: '3174999999999998' }),
          },
        ],
        ['PUT', `/credit-application/${file.records.applicationId}`, application],
      ];
      const values = [...VALUES, ['1 MB', ONE_MB] as [string, unknown]];
      for (const [method, url, body] of bodies) {
        const route = { method, url: `/api/v1${url}` };
        // The body itself is valid: each change below is the only thing wrong with it.
        expect(await fuzz(route, 'the valid body', body, undefined, route.url), url).toBeLessThan(
          300,
        );
        for (const field of Object.keys(body)) {
          for (const [what, value] of values) {
            await fuzz(
              route,
              `${field} as ${what}`,
              { ...body, [field]: value },
              undefined,
              route.url,
            );
            const nested = body[field];
            if (nested && typeof nested === 'object' && !Array.isArray(nested))
              for (const inner of Object.keys(nested))
                await fuzz(
                  route,
                  `${field}.${inner} as ${what}`,
                  { ...body, [field]: { ...nested, [inner]: value } },
                  undefined,
                  route.url,
                );
          }
        }
      }
    },
  );
});
