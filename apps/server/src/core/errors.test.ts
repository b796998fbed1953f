import { describe, expect, it } from 'vitest';
import { branchBodySchema, BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { invalidFields, parseInput } from './errors';

describe('the codes of field errors', () => {
  it('names each refused field with the code of its domain message', () => {
    expect(() => parseInput(branchBodySchema, { branchName: '', relatedGroupId: [] })).toThrow(
      expect.objectContaining({
        details: expect.arrayContaining([
          {
            path: 'branchName',
            message: BRANCH_MESSAGES.branchNameRequired,
            code: 'branches.branchNameRequired',
          },
          {
            path: 'relatedGroupId',
            message: BRANCH_MESSAGES.groupRequired,
            code: 'branches.groupRequired',
          },
        ]),
      }),
    );
  });

  it('leaves the code out for a message outside the domain tables', () => {
    expect(invalidFields([{ path: 'x', message: 'Something else' }]).details).toEqual([
      { path: 'x', message: 'Something else' },
    ]);
  });
});
