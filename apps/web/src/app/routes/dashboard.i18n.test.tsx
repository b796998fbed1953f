import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { describe, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { okResponse, stubFetch } from '../../testing/api-answers';
import { dashboard } from '../../testing/dashboard';
import { expectTexts } from '../../testing/language-texts';
import { renderInApp } from '../../testing/render-in-app';
import { DashboardRoute } from './dashboard';

stubFetch(() => okResponse(dashboard()));

describe.each([
  {
    language: 'en',
    shows: ['Welcome back', 'Approval queue', 'Due in 30 days', 'Waiting for Review'],
    other: ['Selamat datang kembali', 'Antrean persetujuan', 'Menunggu Peninjauan'],
  },
  {
    language: 'id',
    shows: ['Selamat datang kembali', 'Antrean persetujuan', 'Jatuh tempo 30 hari'],
    other: ['Welcome back', 'Approval queue', 'Waiting for Review'],
  },
] as const)('the dashboard in $language', (texts) => {
  it('renders its figures with every text in the catalogue', async () => {
    await i18n.changeLanguage(texts.language);
    renderInApp(<DashboardRoute />, {
      access: { [SUB_MENUS.creditApplication]: ['Read'] },
      user: { name: 'Officer', email: 'o@bank.example' },
    });
    await expectTexts(texts.shows, texts.other);
  });
});
