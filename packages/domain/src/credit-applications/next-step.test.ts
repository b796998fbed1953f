import { describe, expect, it } from 'vitest';
import type { CreditApplicationStatus } from './credit-application-status';
import { nextStepOf } from './next-step';

const state = (status: CreditApplicationStatus, required: number | null = null, given = 0) => ({
  status,
  approval: { required, given },
});

describe('nextStepOf', () => {
  it.each([
    ['Draft', { key: 'completeDraft' }],
    ['Open', { key: 'startSigning' }],
    ['Signing Process', { key: 'finishSigning' }],
    ['Completed', { key: 'approved' }],
    ['Rejected', { key: 'rejected' }],
  ] as const)('%s says what the creator or the decision did next', (status, step) => {
    expect(nextStepOf(state(status), undefined)).toEqual(step);
  });

  it('asks a signed application for its missing mandatory documents, then for Submit', () => {
    expect(nextStepOf(state('Credit Approved'), 3)).toEqual({ key: 'uploadMandatory', count: 3 });
    expect(nextStepOf(state('Credit Approved'), 0)).toEqual({ key: 'submit' });
  });

  it('says nothing for a signed application until its documents are known', () => {
    expect(nextStepOf(state('Credit Approved'), undefined)).toBeUndefined();
  });

  it('counts the approvals the frozen tier still needs in review', () => {
    expect(nextStepOf(state('Waiting for Review', 2, 1), undefined)).toEqual({
      key: 'awaitApprovals',
      count: 1,
    });
    expect(nextStepOf(state('Waiting for Review', 3, 0), undefined)).toEqual({
      key: 'awaitApprovals',
      count: 3,
    });
  });

  it('waits for a decision when the application has no tier (submitted before tiers)', () => {
    expect(nextStepOf(state('Waiting for Review', null, 0), undefined)).toEqual({
      key: 'awaitDecision',
    });
  });
});
