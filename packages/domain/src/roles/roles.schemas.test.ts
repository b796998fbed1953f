import { describe, expect, it } from 'vitest';
import { roleBodySchema } from './roles.schemas';
import { messageInEnglish } from '../shared/message-codes';

const grant = (access: string[]) => [{ accessId: 'menu', subMenu: [{ subMenuId: 'sub', access }] }];
const messages = (body: unknown) =>
  roleBodySchema.safeParse(body).error?.issues.map((issue) => messageInEnglish(issue.message)) ??
  [];

describe('role body', () => {
  it('accepts a named role with one access type and trims the name', () => {
    expect(roleBodySchema.parse({ name: ' Officer ', access: grant(['Read']) }).name).toBe(
      'Officer',
    );
  });

  it('asks for a name of at most 75 characters', () => {
    expect(messages({ name: ' ', access: grant(['Read']) })).toEqual(['Role Name must be filled']);
    expect(messages({ name: 'x'.repeat(75), access: grant(['Read']) })).toEqual([]);
    expect(messages({ name: 'x'.repeat(76), access: grant(['Read']) })).toEqual([
      'Must be 75 characters or less. Now 76 characters',
    ]);
  });

  it('asks for at least one access entry, then for one checked access type', () => {
    expect(messages({ name: 'Officer', access: [] })).toEqual(['At least one access is required']);
    expect(messages({ name: 'Officer' })).toEqual(['At least one access is required']);
    expect(messages({ name: 'Officer', access: grant([]) })).toEqual(['At least have one access']);
  });

  it('refuses empty ids and access types', () => {
    expect(
      messages({
        name: 'Officer',
        access: [{ accessId: '', subMenu: [{ subMenuId: 'sub', access: ['Read'] }] }],
      }),
    ).toEqual(['Menu must be filled']);
    expect(
      messages({
        name: 'Officer',
        access: [{ accessId: 'menu', subMenu: [{ subMenuId: ' ', access: ['Read'] }] }],
      }),
    ).toEqual(['Sub Menu must be filled']);
    expect(messages({ name: 'Officer', access: grant(['Read', '']) })).toEqual([
      'Access type must be filled',
    ]);
  });
});
