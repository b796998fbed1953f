import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { branchBodySchema } from '@creditdesk/domain/branches/branches.schemas';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { withParams } from '@creditdesk/domain/shared/message-index';
import { Conflict, invalidFields, parseInput } from './errors';

describe('the codes of field errors', () => {
  it('names each refused field with the code of its domain message and its English', () => {
    expect(() => parseInput(branchBodySchema, { branchName: '', relatedGroupId: [] })).toThrow(
      expect.objectContaining({
        code: 'branches.branchNameRequired',
        details: expect.arrayContaining([
          {
            path: 'branchName',
            message: 'Branch Name must be filled',
            code: 'branches.branchNameRequired',
          },
          {
            path: 'relatedGroupId',
            message: 'Group Name must be selected',
            code: 'branches.groupRequired',
          },
        ]),
      }),
    );
  });

  it("codes zod's own answers, with their values", () => {
    expect(() => parseInput(z.object({ count: z.number() }), { count: 'x' }, 'data')).toThrow(
      expect.objectContaining({
        details: [
          {
            path: 'data.count',
            code: 'request.invalidType',
            params: { expected: 'number' },
            message: 'Invalid input: expected number',
          },
        ],
      }),
    );
  });

  it('carries the values of a parameterised message beside its code', () => {
    const refused = invalidFields([
      { path: 'file_3', message: withParams('documents.fileNotUsed', { field: 'file_3' }) },
    ]);
    expect(refused).toMatchObject({
      code: 'documents.fileNotUsed',
      params: { field: 'file_3' },
      message: 'The file file_3 is not named by any update.',
      details: [
        {
          path: 'file_3',
          code: 'documents.fileNotUsed',
          params: { field: 'file_3' },
          message: 'The file file_3 is not named by any update.',
        },
      ],
    });
    expect(new Conflict(REQUEST_MESSAGES.staleRecord)).toMatchObject({
      statusCode: 409,
      code: 'request.staleRecord',
      message: 'This record was changed by someone else. Reload and try again.',
    });
  });

  it('refuses a message that is no code of the tables, so none reaches a client untranslated', () => {
    expect(() => invalidFields([{ path: 'x', message: 'Something else' }])).toThrow(
      'No message table holds the code Something else',
    );
  });
});
