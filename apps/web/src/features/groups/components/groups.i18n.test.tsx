import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderWithTheme } from '../../../testing/render';
import { GroupForm } from './group-form';
import { GroupInformationCard } from './group-information-card';

const group = {
  _id: 'g-1',
  groupName: 'Jawa Barat',
  description: '',
  branches: [],
  version: 1,
} as unknown as Parameters<typeof GroupInformationCard>[0]['group'];

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
