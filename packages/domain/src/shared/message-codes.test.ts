import { describe, expect, it } from 'vitest';
import { BRANCH_MESSAGES } from '../branches/branches.schemas';
import { ROLE_MESSAGES } from '../roles/roles.schemas';
import { englishTexts, withParams, type MessageTable } from './message-index';
import { allMessageCodes, codedMessageOf, englishMessage, MESSAGE_TABLES } from './message-codes';

describe('message codes', () => {
  it('gives each message the code of its table and key', () => {
    expect(BRANCH_MESSAGES.branchNameRequired).toBe('branches.branchNameRequired');
    expect(englishMessage(BRANCH_MESSAGES.branchNameRequired)).toBe('Branch Name must be filled');
  });

  it('names each table under the prefix of its codes', () => {
    for (const [prefix, table] of Object.entries<MessageTable>(MESSAGE_TABLES))
      for (const key of Object.keys(englishTexts(table)))
        expect((table as unknown as Record<string, string>)[key]).toBe(`${prefix}.${key}`);
    expect(allMessageCodes().length).toBeGreaterThan(300);
  });

  it('fills a parameterised message from its params', () => {
    expect(englishMessage(ROLE_MESSAGES.unknownMenu, { id: 'x' })).toBe('Menu x does not exist.');
    expect(codedMessageOf(withParams(ROLE_MESSAGES.unknownMenu, { id: 'a&b=c' }))).toEqual({
      code: 'roles.unknownMenu',
      params: { id: 'a&b=c' },
    });
  });

  it('knows no code for a text outside the tables', () => {
    expect(codedMessageOf('Something else')).toBeUndefined();
    expect(codedMessageOf('roles.noSuchKey')).toBeUndefined();
    expect(codedMessageOf('roles.toString')).toBeUndefined();
    expect(() => englishMessage('Branch Name must be filled')).toThrow();
  });
});
