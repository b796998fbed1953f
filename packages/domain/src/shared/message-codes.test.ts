import { describe, expect, it } from 'vitest';
import { BRANCH_MESSAGES } from '../branches/branches.schemas';
import { ROLE_MESSAGES } from '../roles/roles.schemas';
import { messageCode } from './message-codes';

describe('messageCode', () => {
  it('names a message by its table and key', () => {
    expect(messageCode(BRANCH_MESSAGES.branchNameRequired)).toBe('branches.branchNameRequired');
  });

  it('has no code for a text outside the tables or built from values', () => {
    expect(messageCode('Something else')).toBeUndefined();
    expect(messageCode(ROLE_MESSAGES.unknownMenu('x'))).toBeUndefined();
  });
});
