import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@creditdesk/domain/documents/documents.schemas';
import { DEFERRAL_MESSAGES as M } from '@creditdesk/domain/documents/document-deferrals.schemas';
import { withParams } from '@creditdesk/domain/shared/message-index';
import { DOCUMENT_TYPES_BY_CODE } from '@creditdesk/domain/documents/document-catalogue';
import { uploadDocument, typeNode } from '../../testing/credit-applications';
import { expectConflict } from '../../testing/http';
import { auditOf } from '../../testing/inspect';
import {
  applicationWithMandatoryType,
  approver,
  call,
  context,
  creator,
  decideDeferral,
  requested,
  structureOf,
  timelineOf,
  uploadAllBut,
  withdrawDeferral,
} from './document-deferrals.fixture';

const submit = (id: string) => call('POST', `/credit-application/${id}/submit-document`);

/** An application whose only missing mandatory document has a requested deferral. */
const deferredApplication = async () => {
  const application = await applicationWithMandatoryType();
  const deferral = await requested(application.id, application.typeId);
  await uploadAllBut(application.id, application.code);
  return { ...application, deferral };
};

describe('Submit with a deferred mandatory document', () => {
  it('refuses a deferral only requested: the document is still missing', async () => {
    const { id, code } = await deferredApplication();
    expectConflict(
      await submit(id),
      withParams(DOCUMENT_MESSAGES.missingMandatory, {
        titles: DOCUMENT_TYPES_BY_CODE.get(code)!.title,
      }),
      `These mandatory documents are missing: ${DOCUMENT_TYPES_BY_CODE.get(code)!.title}.`,
    );
    const structure = await structureOf(id);
    expect(structure.missingMandatory.map((missing) => missing.code)).toEqual([code]);
    expect(typeNode(structure, code)).toMatchObject({
      filled: 'empty',
      deferral: { status: 'Requested', promisedDate: '2026-06-11' },
    });
  });

  it('counts a granted deferral as present: the tree fills the type and Submit passes', async () => {
    const { id, code, typeId } = await deferredApplication();
    expect((await decideDeferral(id, typeId)).statusCode).toBe(200);
    const structure = await structureOf(id);
    expect(structure.missingMandatory).toEqual([]);
    expect(typeNode(structure, code)).toMatchObject({
      filled: 'filled',
      files: [],
      deferral: {
        status: 'Granted',
        requestedBy: { name: 'Admin Tester' },
        decidedBy: { name: 'Waiving Officer' },
      },
    });
    const submitted = await submit(id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().response.status).toBe('Waiting for Review');
  });

  it('keeps the deferral once submitted: it cannot be withdrawn, and the decision leaves it open', async () => {
    const { id, code, typeId } = await deferredApplication();
    await decideDeferral(id, typeId);
    expect((await submit(id)).statusCode).toBe(200);
    expectConflict(
      await withdrawDeferral(id, typeId),
      withParams(M.withdrawAfterSubmit, { status: 'Waiting for Review' }),
      'A deferral cannot be withdrawn once the credit application has been submitted; this one is Waiting for Review.',
    );
    const decided = await call(
      'POST',
      `/credit-application/${id}/approval`,
      { action: 'Approved', reason: '' },
      approver,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().response.status).toBe('Completed');
    expect(typeNode(await structureOf(id), code).deferral?.status).toBe('Granted');
  });
});

describe('Uploading a deferred document', () => {
  it('closes a granted deferral as Received, telling the days before the promised date', async () => {
    const { id, code, typeId, deferral } = await deferredApplication();
    await decideDeferral(id, typeId);
    const upload = await uploadDocument(context, creator, id, code);
    expect(upload.statusCode, upload.body).toBe(201);
    const [received] = await timelineOf(id);
    expect(received?.event).toBe('deferral-received');
    // Promised 2026-06-11; the pinned clock says 2026-06-01 in Jakarta.
    expect(received?.detail).toContain('received, 10 days before the promised date (2026-06-11)');
    expect(typeNode(await structureOf(id), code).deferral).toBeNull();
    await context.app.auditQueue.flush();
    const closed = (await auditOf(context.db, deferral._id)).find(
      (row) => row.action === 'received',
    );
    expect(closed?.after).toMatchObject({
      status: 'Received',
      receivedDocumentId: upload.json().response.file._id,
    });
  });

  it('closes a deferral only requested as Withdrawn', async () => {
    const { id, code, deferral } = await deferredApplication();
    expect((await uploadDocument(context, creator, id, code)).statusCode).toBe(201);
    expect((await timelineOf(id))[0]?.event).toBe('deferral-withdrawn');
    await context.app.auditQueue.flush();
    expect((await auditOf(context.db, deferral._id)).at(-1)?.after).toMatchObject({
      status: 'Withdrawn',
    });
    expect((await submit(id)).statusCode).toBe(200);
  });

  it('closes a granted deferral when the document comes after the decision (Completed)', async () => {
    const { id, code, typeId, deferral } = await deferredApplication();
    await decideDeferral(id, typeId);
    await submit(id);
    const decided = await call(
      'POST',
      `/credit-application/${id}/approval`,
      { action: 'Approved' },
      approver,
    );
    expect(decided.json().response.status).toBe('Completed');
    const upload = await uploadDocument(context, creator, id, code);
    expect(upload.statusCode, upload.body).toBe(201);
    expect(typeNode(await structureOf(id), code).deferral).toBeNull();
    await context.app.auditQueue.flush();
    expect((await auditOf(context.db, deferral._id)).map((row) => row.action)).toEqual([
      'requested',
      'granted',
      'received',
    ]);
  });

  it('leaves the deferral open when the upload fails', async () => {
    const { id, code, typeId } = await deferredApplication();
    await decideDeferral(id, typeId);
    const refused = await uploadDocument(context, creator, id, code, { metadata: {} });
    expect(refused.statusCode).toBe(400);
    expect(typeNode(await structureOf(id), code).deferral?.status).toBe('Granted');
  });
});
