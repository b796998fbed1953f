import { describe, expect, it } from 'vitest';
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

type Rule = (application: ReturnType<typeof asRecord>, userId: string | undefined) => unknown;

/** The rules that depend on the user as well as on the status; submit for a live application. */
const RULES: Record<string, Rule> = {
  edit: editRefusal,
  signing: signingRefusal,
  documents: documentsRefusal,
  submit: (application, userId) => submitRefusal({ ...application, isArchive: false }, userId),
  decision: decisionRefusal,
};

/**
 * What each rule answers the creator and another user in each status: 'ok' or the refusal's
 * status, in the order of RULES. Anyone edits a Draft, only the creator later and nobody in review
 * or once completed; the creator takes the next signing step, manages documents from Credit
 * Approved on but not in review, submits Credit Approved; anyone but him decides in review.
 */
const EXPECTED: Record<CreditApplicationStatus, string[]> = {
  Draft: ['ok ok', '409 403', '409 403', '409 403', '409 409'],
  Open: ['ok 403', 'ok 403', '409 403', '409 403', '409 409'],
  'Signing Process': ['ok 403', 'ok 403', '409 403', '409 403', '409 409'],
  'Credit Approved': ['ok 403', '409 403', 'ok 403', 'ok 403', '409 409'],
  'Waiting for Review': ['409 403', '409 403', '409 403', '409 403', '403 ok'],
  Completed: ['409 403', '409 403', 'ok 403', '409 403', '409 409'],
  Rejected: ['ok 403', '409 403', 'ok 403', '409 403', '409 409'],
};

describe('the rules of the creator and four eyes', () => {
  it.each(Object.entries(RULES).map(([name, rule], index) => ({ name, rule, index })))(
    '$name answers every status for the creator and for another user',
    ({ rule, index }) => {
      const answer = (status: CreditApplicationStatus, userId: string) => {
        const refusal = rule(asRecord(status), userId) as { status: number } | undefined;
        return refusal === undefined ? 'ok' : String(refusal.status);
      };
      for (const status of CREDIT_APPLICATION_STATUSES)
        expect([status, `${answer(status, CREATOR)} ${answer(status, OTHER)}`]).toEqual([
          status,
          EXPECTED[status][index],
        ]);
    },
  );
});

describe('editRefusal', () => {
  it('names the rule by its code and the status among its values', () => {
    expect(editRefusal(asCreatedBy('Open'), OTHER)).toEqual({
      status: 403,
      code: 'creditApplicationConflicts.notEditor',
    });
    expect(editRefusal(asCreatedBy('Completed'), CREATOR)).toEqual({
      status: 409,
      code: 'creditApplicationConflicts.notEditable',
      params: { status: 'Completed' },
    });
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
          : { status: 409, code: 'creditApplicationConflicts.deleteDraftOnly' },
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
  it('refuses a step other than the next one, naming both', () => {
    expect(signingRefusal(asCreatedBy('Open'), CREATOR, 'Credit Approved')).toEqual({
      status: 409,
      code: 'creditApplicationConflicts.wrongStep',
      params: { from: 'Open', to: 'Credit Approved' },
    });
    expect(signingRefusal(asCreatedBy('Open'), CREATOR, 'Signing Process')).toBeUndefined();
  });
});

describe('the refusals of the creator in review', () => {
  it('say why: documents wait, an archived application is not submitted, another user decides', () => {
    const inReview = asCreatedBy('Waiting for Review');
    expect(documentsRefusal(inReview, CREATOR)?.code).toBe('documents.lockedForReview');
    expect(decisionRefusal(inReview, CREATOR)?.code).toBe('documents.fourEyes');
    expect(
      submitRefusal({ ...asCreatedBy('Credit Approved'), isArchive: true }, CREATOR)?.code,
    ).toBe('documents.submitArchived');
  });
});

describe('missingDocumentsRefusal', () => {
  it('waits for every mandatory document, naming those missing', () => {
    expect(missingDocumentsRefusal([])).toBeUndefined();
    expect(missingDocumentsRefusal(['KTP', 'NPWP'])).toEqual({
      status: 409,
      code: 'documents.missingMandatory',
      params: { titles: 'KTP, NPWP' },
    });
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
