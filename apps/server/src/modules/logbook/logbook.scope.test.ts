import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCreditApplicationRow } from '../../testing/credit-application-rows';
import { authHeaderWithGrants } from '../../testing/factories';
import { insertDebitur } from '../../testing/master-data';
import { creditApplications } from '../credit-applications/credit-applications.table';
import {
  adminId,
  call,
  callBody,
  callersIn,
  context,
  createCall,
  grants,
  north,
  northArea,
  PATH,
  south,
  southArea,
} from './logbook.fixture';

describe('branch scope', () => {
  it("keeps a call without a link in its creator's branch", async () => {
    const created = await createCall({ caller: 'North Unlinked' }, north);
    expect(created.branch?._id).toBe(northArea.branchId);
    expect(callersIn(await call('GET', PATH, undefined, north))).toContain('North Unlinked');
    expect(callersIn(await call('GET', PATH, undefined, south))).not.toContain('North Unlinked');
    expect((await call('GET', `${PATH}/${created._id}`, undefined, south)).statusCode).toBe(404);
    expect((await call('PUT', `${PATH}/${created._id}`, callBody(), south)).statusCode).toBe(404);
    expect((await call('POST', `${PATH}/${created._id}/close`, {}, south)).statusCode).toBe(404);
    expect(callersIn(await call('GET', PATH))).toContain('North Unlinked');
  });

  it("puts a linked call in its application's or debitur's branch", async () => {
    const southDebitur = await insertDebitur(context.db, southArea, { fullName: 'Sinta South' });
    const byDebitur = await createCall({ caller: 'About Sinta', debiturId: southDebitur });
    expect(byDebitur.branch?._id).toBe(southArea.branchId);
    expect((await call('GET', `${PATH}/${byDebitur._id}`, undefined, south)).statusCode).toBe(200);
    expect((await call('GET', `${PATH}/${byDebitur._id}`, undefined, north)).statusCode).toBe(404);

    const application = await insertCreditApplicationRow(context.db, { createdBy: adminId });
    await context.db
      .update(creditApplications)
      .set({ branchId: northArea.branchId })
      .where(eq(creditApplications.id, application.id));
    const byApplication = await createCall({
      caller: 'About The Application',
      creditApplicationId: application.id,
      debiturId: southDebitur,
    });
    expect(byApplication.branch?._id).toBe(northArea.branchId);
    const seen = await call('GET', `${PATH}/${byApplication._id}`, undefined, north);
    expect(seen.json().response.creditApplication).toEqual({
      _id: application.id,
      creditAppNo: application.creditAppNo,
    });
  });

  it('offers only the applications and debiturs of the user area as links', async () => {
    const northDebitur = await insertDebitur(context.db, northArea, { fullName: 'Nadia Link' });
    await insertDebitur(context.db, southArea, { fullName: 'Nadia Hidden' });
    const response = await call('GET', `${PATH}/link-options?search=Nadia`, undefined, north);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().response.debiturs).toEqual([{ _id: northDebitur, name: 'Nadia Link' }]);
    const reader = await authHeaderWithGrants(context, grants('Export'));
    expect((await call('GET', `${PATH}/link-options`, undefined, reader)).statusCode).toBe(403);
  });

  it('refuses a link to a record outside the user area as unknown', async () => {
    const southDebitur = await insertDebitur(context.db, southArea, { fullName: 'Hidden South' });
    const response = await call('POST', PATH, callBody({ debiturId: southDebitur }), north);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        path: 'debiturId',
        message: 'The debitur was not found.',
        code: 'logbook.debiturNotFound',
      },
    ]);
  });
});
