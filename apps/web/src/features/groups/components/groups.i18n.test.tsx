import type { Group } from '@creditdesk/domain/groups/groups.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderWithTheme } from '../../../testing/render';
import { GroupForm } from './group-form';
import { GroupInformationCard } from './group-information-card';

const group: Group = {
  _id: 'g-1',
  version: 1,
  created: '2026-01-05T08:00:00.000Z',
  modified: '2026-01-05T08:00:00.000Z',
  groupName: 'Jawa Barat',
  description: '',
  branches: [],
};

describe.each([
  ['en', 'Group Information', 'Cancel'],
  ['id', 'Informasi Grup', 'Batal'],
] as const)('the group screens in %s', (language, information, cancel) => {
  it('render with every text in the catalogue', async () => {
    await i18n.changeLanguage(language);
    renderWithTheme(
      <>
        <GroupInformationCard group={group} />
        <GroupForm submitLabel="Save" saving={false} onSubmit={() => {}} onCancel={() => {}} />
      </>,
    );
    expect(screen.getByText(information)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cancel })).toBeInTheDocument();
  });
});
