import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../documents/documents.messages';
import { CREDIT_APPLICATION_CONFLICTS } from './credit-application-conflicts.messages';
import {
  archiveRefusal,
  decisionRefusal,
  deleteRefusal,
  documentsRefusal,
  editRefusal,
  missingDocumentsRefusal,
  saveAsDraftRefusal,
  signingFlowOf,
  signingRefusal,
  submitRefusal,
} from './credit-application-rules';
import {
  CREDIT_APPLICATION_STATUSES,
  type CreditApplicationStatus,
} from './credit-application-status';

const CREATOR = 'creator-id';
const OTHER = 'other-id';
const asCreatedBy = (status: CreditApplicationStatus) => ({ status, createdBy: CREATOR });
// The web's records name the creator as an object; the server's rows by id.
const asRecord = (status: CreditApplicationStatus) => ({
  status,
  createdBy: { _id: CREATOR, name: 'Creator' },
});

// The messages are the domain tables' own: a refusal passes them along, whatever they hold.
/** Each status with the answer the rule must give the creator and another user (status or ok). */
type Expected = Record<CreditApplicationStatus, [creator: number | 'ok', other: number | 'ok']>;

const checkEveryStatus = (
  rule: (application: ReturnType<typeof asRecord>, userId: string | undefined) => unknown,
  expected: Expected,
) => {
  for (const status of CREDIT_APPLICATION_STATUSES) {
    const answer = (userId: string | undefined) => {
      const refusal = rule(asRecord(status), userId) as { status: number } | undefined;
      return refusal === undefined ? 'ok' : refusal.status;
    };
    expect([status, answer(CREATOR), answer(OTHER)]).toEqual([status, ...expected[status]]);
  }
};

describe('editRefusal', () => {
  it('lets anyone edit a Draft, only the creator later, nobody in review or completed', () => {
    checkEveryStatus(editRefusal, {
      Draft: ['ok', 'ok'],
      Open: ['ok', 403],
      'Signing Process': ['ok', 403],
      'Credit Approved': ['ok', 403],
      'Waiting for Review': [409, 403],
      Completed: [409, 403],
      Rejected: ['ok', 403],
    });
  });

  it('names the rule and the status in its message', () => {
    expect(editRefusal(asCreatedBy('Open'), OTHER)).toEqual({
      status: 403,
      message: CREDIT_APPLICATION_CONFLICTS.notEditor,
    });
    expect(editRefusal(asCreatedBy('Completed'), CREATOR)?.message).toBe(
      CREDIT_APPLICATION_CONFLICTS.notEditable('Completed'),
    );
  });

  it('refuses a user who is not signed in beyond Draft', () => {
    expect(editRefusal(asCreatedBy('Open'), undefined)?.status).toBe(403);
  });
});

describe('saveAsDraftRefusal', () => {
  it('saves a new application or a Draft as Draft, nothing later', () => {
    expect(saveAsDraftRefusal(undefined)).toBeUndefined();
    for (const status of CREDIT_APPLICATION_STATUSES)
      expect([status, saveAsDraftRefusal(status)?.status]).toEqual([
        status,
        status === 'Draft' ? undefined : 409,
      ]);
  });
});

describe('deleteRefusal', () => {
  it('deletes a Draft only', () => {
    for (const status of CREDIT_APPLICATION_STATUSES)
      expect([status, deleteRefusal(status)]).toEqual([
        status,
        status === 'Draft'
          ? undefined
          : { status: 409, message: CREDIT_APPLICATION_CONFLICTS.deleteDraftOnly },
      ]);
  });
});

describe('archiveRefusal', () => {
  it('keeps an application Waiting for Review in the queue, and unarchives anything', () => {
    for (const status of CREDIT_APPLICATION_STATUSES) {
      expect([status, archiveRefusal(status, true)?.status]).toEqual([
        status,
        status === 'Waiting for Review' ? 409 : undefined,
      ]);
      expect(archiveRefusal(status, false)).toBeUndefined();
    }
  });
});

describe('signingRefusal', () => {
  it('lets the creator take the next signing step only', () => {
    checkEveryStatus(signingRefusal, {
      Draft: [409, 403],
      Open: ['ok', 403],
      'Signing Process': ['ok', 403],
      'Credit Approved': [409, 403],
      'Waiting for Review': [409, 403],
      Completed: [409, 403],
      Rejected: [409, 403],
    });
  });

  it('refuses a step other than the next one, naming both', () => {
    expect(signingRefusal(asCreatedBy('Open'), CREATOR, 'Credit Approved')).toEqual({
      status: 409,
      message: CREDIT_APPLICATION_CONFLICTS.wrongStep('Open', 'Credit Approved'),
    });
    expect(signingRefusal(asCreatedBy('Open'), CREATOR, 'Signing Process')).toBeUndefined();
  });
});

describe('documentsRefusal', () => {
  it('lets the creator manage documents from Credit Approved on, never in review', () => {
    checkEveryStatus(documentsRefusal, {
      Draft: [409, 403],
      Open: [409, 403],
      'Signing Process': [409, 403],
      'Credit Approved': ['ok', 403],
      'Waiting for Review': [409, 403],
      Completed: ['ok', 403],
      Rejected: ['ok', 403],
    });
    expect(documentsRefusal(asCreatedBy('Waiting for Review'), CREATOR)?.message).toBe(
      DOCUMENT_MESSAGES.lockedForReview,
    );
  });
});

describe('submitRefusal', () => {
  const live =
    (rule: typeof submitRefusal) =>
    (application: ReturnType<typeof asRecord>, userId: string | undefined) =>
      rule({ ...application, isArchive: false }, userId);

  it('lets the creator submit a Credit Approved application', () => {
    checkEveryStatus(live(submitRefusal), {
      Draft: [409, 403],
      Open: [409, 403],
      'Signing Process': [409, 403],
      'Credit Approved': ['ok', 403],
      'Waiting for Review': [409, 403],
      Completed: [409, 403],
      Rejected: [409, 403],
    });
  });

  it('refuses an archived application, which the queue would never show', () => {
    expect(
      submitRefusal({ ...asCreatedBy('Credit Approved'), isArchive: true }, CREATOR)?.message,
    ).toBe(DOCUMENT_MESSAGES.submitArchived);
  });
});

describe('missingDocumentsRefusal', () => {
  it('waits for every mandatory document, naming those missing', () => {
    expect(missingDocumentsRefusal([])).toBeUndefined();
    expect(missingDocumentsRefusal(['KTP', 'NPWP'])).toEqual({
      status: 409,
      message: DOCUMENT_MESSAGES.missingMandatory(['KTP', 'NPWP']),
    });
  });
});

describe('decisionRefusal', () => {
  it('lets anyone but the creator decide in Waiting for Review (four eyes)', () => {
    checkEveryStatus(decisionRefusal, {
      Draft: [409, 409],
      Open: [409, 409],
      'Signing Process': [409, 409],
      'Credit Approved': [409, 409],
      'Waiting for Review': [403, 'ok'],
      Completed: [409, 409],
      Rejected: [409, 409],
    });
    expect(decisionRefusal(asCreatedBy('Waiting for Review'), CREATOR)?.message).toBe(
      DOCUMENT_MESSAGES.fourEyes,
    );
  });
});

describe('signingFlowOf', () => {
  it('shows the flow to the review, then the decision reached', () => {
    const toReview = ['Open', 'Signing Process', 'Credit Approved', 'Waiting for Review'];
    expect(signingFlowOf('Open')).toEqual(toReview);
    expect(signingFlowOf('Waiting for Review')).toEqual(toReview);
    expect(signingFlowOf('Completed')).toEqual([...toReview, 'Completed']);
    expect(signingFlowOf('Rejected')).toEqual([...toReview, 'Rejected']);
  });
});
