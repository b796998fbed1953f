import { describe, expect, it } from 'vitest';
import { LOGBOOK_MESSAGES } from '@creditdesk/domain/logbook/logbook.schemas';
import { scopedSession } from '../../testing/factories';
import { csvLines } from '../../testing/exports';
import { auditOf } from '../../testing/inspect';
import { answeredRecord } from '../../testing/http';
import { createArea, UNKNOWN_ID } from '../../testing/master-data';
import {
  adminId,
  ALL_RIGHTS,
  call,
  callBody,
  callersIn,
  context,
  createCall,
  north,
  PATH,
} from './logbook.fixture';

describe('the call logbook', () => {
  it('records a call as Open with its audit row and answers it on its detail', async () => {
    const created = await createCall({ caller: 'Happy Caller' });
    expect(created).toMatchObject({ caller: 'Happy Caller', status: 'Open', version: 1 });
    const detail = answeredRecord(await call('GET', `${PATH}/${created._id}`));
    expect(detail).toMatchObject({
      callAt: '2026-11-20T02:15:00.000Z',
      party: 'Notaris',
      targetDate: '2026-12-01',
      followUp: 'Send the deed by courier',
      closedAt: null,
      createdBy: { _id: adminId, name: 'Admin Tester' },
    });
    const audit = await auditOf(context.db, created._id);
    expect(audit.map((row) => row.action)).toEqual(['created']);
  });

  it("refuses an empty form with each field's '{Field} must be filled'", async () => {
    const response = await call('POST', PATH, {});
    expect(response.statusCode).toBe(400);
    const codes = (response.json().details as { code: string }[]).map((d) => d.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        LOGBOOK_MESSAGES.callAtRequired,
        LOGBOOK_MESSAGES.callerRequired,
        LOGBOOK_MESSAGES.partyRequired,
        LOGBOOK_MESSAGES.phoneRequired,
        LOGBOOK_MESSAGES.topicRequired,
        LOGBOOK_MESSAGES.summaryRequired,
        LOGBOOK_MESSAGES.receivedByRequired,
        LOGBOOK_MESSAGES.personInChargeRequired,
        LOGBOOK_MESSAGES.targetDateRequired,
      ]),
    );
    const blank = await call('POST', PATH, callBody({ caller: '   ' }));
    expect(blank.json().code).toBe(LOGBOOK_MESSAGES.callerRequired);
  });

  it('caps text at 75 and text areas at 255 characters, and refuses bad values', async () => {
    const long = await call('POST', PATH, callBody({ topic: 'x'.repeat(76) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Must be 75 characters or less. Now 76 characters');
    const summary = await call('POST', PATH, callBody({ summary: 'y'.repeat(256) }));
    expect(summary.json().message).toBe('Must be 255 characters or less. Now 256 characters');
    expect((await call('POST', PATH, callBody({ summary: 'y'.repeat(255) }))).statusCode).toBe(201);
    for (const bad of [
      { party: 'Bank' },
      { callAt: '2026-11-20 09:15' },
      { targetDate: '2026-02-30' },
      { creditApplicationId: 'not-an-id' },
      { caller: 'a\u0000b' },
    ]) {
      const response = await call('POST', PATH, callBody(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const party = await call('POST', PATH, callBody({ party: 'Bank' }));
    expect(party.json().code).toBe(LOGBOOK_MESSAGES.partyRequired);
  });

  it('edits an Open call, refuses a stale version, closes it once and keeps it closed', async () => {
    const created = await createCall({ caller: 'To Close' });
    const edited = await call(
      'PUT',
      `${PATH}/${created._id}`,
      callBody({ caller: 'Closed Caller', version: 1 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().response).toMatchObject({ caller: 'Closed Caller', version: 2 });
    const stale = await call('PUT', `${PATH}/${created._id}`, callBody({ version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('request.staleRecord');

    const closed = await call('POST', `${PATH}/${created._id}/close`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().response.status).toBe('Closed');
    expect(closed.json().response.closedAt).toEqual(expect.any(String));
    const again = await call('POST', `${PATH}/${created._id}/close`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(LOGBOOK_MESSAGES.alreadyClosed);
    const edit = await call('PUT', `${PATH}/${created._id}`, callBody());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe(LOGBOOK_MESSAGES.closedNotEditable);
    const audit = await auditOf(context.db, created._id);
    expect(audit.map((row) => row.action)).toEqual(['created', 'updated', 'closed']);
    expect(audit[2]?.after).toMatchObject({ status: 'Closed' });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await call('GET', `${PATH}/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('GET', `${PATH}/nope`)).statusCode).toBe(404);
    expect((await call('PUT', `${PATH}/${UNKNOWN_ID}`, callBody())).statusCode).toBe(404);
    expect((await call('POST', `${PATH}/${UNKNOWN_ID}/close`, {})).statusCode).toBe(404);
    const unknownLink = await call('POST', PATH, callBody({ debiturId: UNKNOWN_ID }));
    expect(unknownLink.statusCode).toBe(400);
    expect(unknownLink.json().code).toBe(LOGBOOK_MESSAGES.debiturNotFound);
  });

  it('lists Open calls first, the overdue on top, with the party and status filters', async () => {
    const area = await createArea(context.db, 'Logbook Order');
    const as = (await scopedSession(context, ALL_RIGHTS, [area])).headers;
    await createCall({ caller: 'Order Later', targetDate: '2027-01-10' }, as);
    await createCall({ caller: 'Order Overdue', targetDate: '2026-01-10', party: 'Dealer' }, as);
    const done = await createCall({ caller: 'Order Done', targetDate: '2025-01-10' }, as);
    await call('POST', `${PATH}/${done._id}/close`, {}, as);

    const list = await call('GET', PATH, undefined, as);
    expect(list.statusCode).toBe(200);
    expect(callersIn(list)).toEqual(['Order Overdue', 'Order Later', 'Order Done']);
    expect(list.json().response.total).toBe(3);

    const dealers = await call('GET', `${PATH}?party=Dealer`, undefined, as);
    expect(callersIn(dealers)).toEqual(['Order Overdue']);
    const closed = await call('GET', `${PATH}?status[]=Closed`, undefined, as);
    expect(callersIn(closed)).toEqual(['Order Done']);
    const searched = await call('GET', `${PATH}?search=later`, undefined, as);
    expect(callersIn(searched)).toEqual(['Order Later']);
    const byCaller = await call('GET', `${PATH}?sortBy=caller&sortOrder=asc`, undefined, as);
    expect(callersIn(byCaller)).toEqual(['Order Done', 'Order Later', 'Order Overdue']);

    expect((await call('GET', `${PATH}?sortBy=summary`, undefined, as)).statusCode).toBe(400);
    expect((await call('GET', `${PATH}?status=Pending`, undefined, as)).statusCode).toBe(400);
    expect((await call('GET', `${PATH}?page=0`, undefined, as)).statusCode).toBe(400);
  });

  it('exports exactly the filtered rows as CSV and XLSX under the report name', async () => {
    await createCall({ caller: 'Export Caller', party: 'Asuransi' }, north);
    const csv = await call('GET', `${PATH}/export?format=csv&party=Asuransi`, undefined, north);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="laporan-logbook-incoming-call-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^No,Date \/ Time,Caller,Party,Phone,/);
    expect(lines[1]).toContain('Export Caller');
    expect(lines[1]).toContain('2026-11-20 09:15');
    expect(lines[1]).toMatch(/,Asuransi,.*,Open$/);
    const xlsx = await call('GET', `${PATH}/export?party=Asuransi`, undefined, north);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it("names the export's columns and statuses in Indonesian for a user who reads Indonesian", async () => {
    await createCall({ caller: 'Penelepon Ekspor', party: 'Cabang' }, north);
    const language = await context.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me/language',
      headers: north,
      payload: { language: 'id' },
    });
    expect(language.statusCode, language.body).toBe(200);
    const csv = await call('GET', `${PATH}/export?format=csv&party=Cabang`, undefined, north);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = csvLines(csv.body);
    expect(header).toMatch(/^No,Tanggal \/ Jam,Penelepon,Pihak,Telepon,/);
    // The status as the logbook's filter names it; the party is the design's word in both.
    expect(row).toMatch(/^1,.*,Penelepon Ekspor,Cabang,.*,Terbuka$/);
  });
});
