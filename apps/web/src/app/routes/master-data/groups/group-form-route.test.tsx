import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okResponse, stubFetch } from '../../../../testing/api-answers';
import { renderInApp } from '../../../../testing/render-in-app';
import { storedRecord } from '../../../../testing/stored-record';
import { EditGroupRoute } from './group-form-route';

const WEST = {
  ...storedRecord('g1'),
  version: 3,
  groupName: 'Jawa Barat',
  description: null,
  branches: [],
};

const fetchMock = stubFetch(() => okResponse(WEST));

describe('the group edit page', () => {
  it('fills the form from the group and sends the update at the version it read', async () => {
    const { user } = renderInApp(<EditGroupRoute />, {
      path: '/edit/:id',
      address: '/edit/g1',
      access: { [SUB_MENUS.group]: ['Read', 'Update'] },
    });
    expect(await screen.findByRole('heading', { name: 'Edit Group' })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /Group Name/ });
    expect(name).toHaveValue('Jawa Barat');
    await user.clear(name);
    await user.type(name, 'Jawa Tengah');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, options]) => options?.method === 'PUT')).toBe(true),
    );
    const [url, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'PUT')!;
    expect(String(url)).toContain('/master-data/group/g1');
    expect(JSON.parse(String(init?.body))).toEqual({
      groupName: 'Jawa Tengah',
      description: '',
      version: 3,
    });
  });
});
