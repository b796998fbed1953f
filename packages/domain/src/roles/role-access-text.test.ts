import { describe, expect, it } from 'vitest';
import { roleAccessLines, subMenuAccessText } from './role-access-text';

const subMenu = (name: string, access: ('Read' | 'Create' | 'View')[]) => ({
  _id: name,
  name,
  access,
});

describe('role access text', () => {
  it('names a sub menu with its access types', () => {
    expect(subMenuAccessText(subMenu('Master Data Group', ['Read', 'Create']))).toBe(
      'Master Data Group: Read, Create',
    );
  });

  it('gives one line per menu with its sub menus joined by " | "', () => {
    expect(
      roleAccessLines([
        {
          accessId: {
            _id: 'm',
            name: 'Master Data',
            subMenu: [
              subMenu('Master Data Group', ['Read']),
              subMenu('Master Data Role', ['Create']),
            ],
          },
        },
        { accessId: { _id: 'a', name: 'Approval', subMenu: [subMenu('Approval', ['View'])] } },
      ]),
    ).toEqual(['Master Data Group: Read | Master Data Role: Create', 'Approval: View']);
  });
});
