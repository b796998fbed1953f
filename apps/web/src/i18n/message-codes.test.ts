import { messageCode as serverCode, MESSAGE_TABLES } from '@creditdesk/domain/shared/message-codes';
import { describe, expect, it } from 'vitest';
import { messageCode } from './message-codes';

const sentences = Object.values(MESSAGE_TABLES).flatMap((table) =>
  Object.values(table).filter((message): message is string => typeof message === 'string'),
);

describe('message codes in the web', () => {
  // The test setup loads the signed-in area's texts (app-texts.ts), as a signed-in page does.
  it('gives every sentence of the domain tables the code the server gives it', () => {
    expect(sentences.length).toBeGreaterThan(100);
    expect(sentences.map(messageCode)).toEqual(sentences.map(serverCode));
  });

  it('knows no code for other text', () => {
    expect(messageCode('Something the domain never says')).toBeUndefined();
  });
});
