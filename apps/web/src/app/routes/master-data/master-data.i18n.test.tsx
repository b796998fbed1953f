import type { Branch } from '@creditdesk/domain/branches/branches.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BranchForm } from '../../../features/branches/components/branch-form';
import { BranchInformationCard } from '../../../features/branches/components/branch-information-card';
import { RoleAccessCard } from '../../../features/roles/components/role-access-card';
import { RoleInformationCard } from '../../../features/roles/components/role-information-card';
import { AreaTable } from '../../../features/users/components/area-table';
import {
  NO_USER_FILTERS,
  UserFilterDrawer,
} from '../../../features/users/components/user-filter-drawer';
import { UserInformationCard } from '../../../features/users/components/user-information-card';
import { UserRoleAreaCard } from '../../../features/users/components/user-role-area-card';
import { i18n } from '../../../i18n/i18n';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { renderWithQueryClient } from '../../../testing/render';
import { role } from '../../../testing/roles';
import { storedRecord } from '../../../testing/stored-record';
import { user } from '../../../testing/users';

const branch: Branch = {
  ...storedRecord('b1'),
  branchName: 'Bandung Dago',
  description: '',
  relatedGroupId: [{ _id: 'g1', groupName: 'Jawa Barat' }],
  totalUser: 3,
};

const analyst = role({
  access: [
    {
      accessId: {
        _id: 'm1',
        name: 'Master Data',
        subMenu: [{ _id: 's1', name: 'Master Data Group', access: ['Read', 'Create'] }],
      },
    },
  ],
});

const siti = user();

stubFetch(() => okResponse([]));

const texts = {
  en: {
    shows: [
      'Branch Information',
      'Total User',
      'Role Information',
      'Own area',
      'Create',
      'General Information',
      'Active',
      'Role & Area',
      'Select All',
      'Apply',
    ],
    placeholder: 'Where the branch is and what it serves',
    hides: 'Informasi Cabang',
  },
  id: {
    shows: [
      'Informasi Cabang',
      'Total Pengguna',
      'Informasi Peran',
      'Area sendiri',
      'Buat',
      'Informasi Umum',
      'Aktif',
      'Peran & Area',
      'Pilih Semua',
      'Terapkan',
    ],
    placeholder: 'Lokasi cabang dan layanan yang diberikan',
    hides: 'Branch Information',
  },
} as const;

describe.each(['en', 'id'] as const)('the master-data screens in %s', (language) => {
  it('render branches, roles and users with every text in the catalogue', async () => {
    await i18n.changeLanguage(language);
    renderWithQueryClient(
      <>
        <BranchInformationCard branch={branch} />
        <BranchForm submitLabel="Save" saving={false} onSubmit={() => {}} onCancel={() => {}} />
        <RoleInformationCard role={analyst} />
        <RoleAccessCard access={analyst.access} />
        <UserInformationCard user={siti} />
        <UserRoleAreaCard user={siti} />
        <AreaTable
          groups={[{ _id: 'g1', groupName: 'Jawa Barat', branches: [] }] as never}
          value={[]}
          onChange={() => {}}
        />
        <UserFilterDrawer opened onClose={() => {}} value={NO_USER_FILTERS} onApply={() => {}} />
      </>,
    );
    for (const text of texts[language].shows)
      expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(screen.getByPlaceholderText(texts[language].placeholder)).toBeInTheDocument();
    expect(screen.queryByText(texts[language].hides)).toBeNull();
  });
});
