import { MemoryRouter } from 'react-router';
import { describe, it } from 'vitest';
import { DataTable } from '../../components/ui/data-table';
import { FilterDrawer } from '../../components/ui/filter-drawer';
import { ListPagination } from '../../components/ui/pagination';
import { NAVIGATION } from '../../config/navigation';
import { i18n } from '../../i18n/i18n';
import { expectLanguage } from '../../testing/language-texts';
import { renderWithTheme } from '../../testing/render';
import { NotFoundRoute } from '../routes/not-found';
import { HeaderBreadcrumb } from './header-breadcrumb';
import { AccessDenied, PageError } from './page-states';
import { SidebarMenu } from './sidebar-menu';

/** The frame and the list kit at a master-data page, with each text that shows the language. */
const renderFrame = () =>
  renderWithTheme(
    <MemoryRouter initialEntries={['/master-data/role']}>
      <HeaderBreadcrumb />
      <SidebarMenu entries={NAVIGATION} onNavigate={() => {}} />
      <AccessDenied />
      <PageError onRetry={() => {}} />
      <DataTable label="Roles" columns={[]} rows={[]} page={1} limit={10} getRowKey={String} />
      <ListPagination page={1} limit={10} total={25} onChange={() => {}} />
      <FilterDrawer opened onClose={() => {}} onReset={() => {}} onApply={() => {}}>
        <p>fields</p>
      </FilterDrawer>
      <NotFoundRoute />
    </MemoryRouter>,
  );

const texts = {
  en: [
    'Master Data',
    'User Management',
    'You do not have access to this page.',
    'Failed to load data',
    'No data available',
    'Showing 1-10 of 25 entries',
    'Apply',
    'Page not found',
  ],
  id: [
    'Data Master',
    'Manajemen Pengguna',
    'Anda tidak memiliki akses ke halaman ini.',
    'Gagal memuat data',
    'Tidak ada data',
    'Menampilkan 1-10 dari 25 data',
    'Terapkan',
    'Halaman tidak ditemukan',
  ],
} as const;

describe.each(['en', 'id'] as const)('the app frame in %s', (language) => {
  it('renders the menu, breadcrumb, page states and list kit from the catalogue', async () => {
    await i18n.changeLanguage(language);
    renderFrame();
    await expectLanguage(language, texts);
  });
});
