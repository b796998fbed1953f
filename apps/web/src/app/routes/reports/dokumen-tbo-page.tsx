import { DOKUMEN_TBO_SLUG } from '@creditdesk/domain/access/access-catalogue';
import {
  DOKUMEN_TBO_SUB_MENU,
  DOKUMEN_TBO_TITLE,
} from '@creditdesk/domain/reports/dokumen-tbo.schemas';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/kit/list-page';
import { useFilterDrawer } from '../../../components/ui/use-filter-draft';
import { paths } from '../../../config/paths';
import { useCreditApplicationFilterOptions } from '../../../features/credit-applications/api/get-credit-application-filter-options';
import { exportReport } from '../../../features/reports/api/export-report';
import type { ReportListParams } from '../../../features/reports/api/reports-query-keys';
import {
  DOKUMEN_TBO_FILTER_KEYS,
  DokumenTboFilterDrawer,
  isSingleDate,
} from '../../../features/reports/components/dokumen-tbo-filter-drawer';
import { DokumenTboTable } from '../../../features/reports/components/dokumen-tbo-table';
import { useCan } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';

/** The drawer's branches: those of the user's area, from the credit application options. */
const useBranches = (enabled: boolean) => useCreditApplicationFilterOptions(enabled, []).branches;

/**
 * The Dokumen TBO page (/report/dokumen-tbo): open deferrals of mandatory documents, overdue
 * first; search and filters live in the address, so the dashboard's counts open it filtered.
 */
export function DokumenTboRoute() {
  const { t } = useTranslation();
  const list = useListState([...DOKUMEN_TBO_FILTER_KEYS]);
  const canExport = useCan(DOKUMEN_TBO_SUB_MENU, 'Export');
  const filters: ReportListParams = Object.fromEntries(
    Object.entries(list.filters).map(([key, values]) => [
      key,
      isSingleDate(key) ? values[0] || undefined : values,
    ]),
  );
  const params = {
    page: list.page,
    limit: list.limit,
    search: list.search || undefined,
    ...filters,
  };
  const filter = useFilterDrawer(
    DOKUMEN_TBO_FILTER_KEYS.filter((key) => list.filters[key]?.length).length,
  );

  return (
    <>
      <title>{t('common.pageTitle', { title: DOKUMEN_TBO_TITLE })}</title>
      <ListPage
        title={DOKUMEN_TBO_TITLE}
        subtitle={t('dokumenTbo.subtitle')}
        searchPlaceholder={t('dokumenTbo.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        filter={filter.button}
        onExport={
          canExport ? (format) => exportReport(DOKUMEN_TBO_SLUG, params, format) : undefined
        }
      >
        <DokumenTboTable
          params={params}
          onPageChange={list.setPage}
          detailHref={(row) =>
            paths.creditApplication.detailHref(
              row.application._id,
              'detail',
              row.documentType.category,
            )
          }
        />
      </ListPage>
      <DokumenTboFilterDrawer
        {...filter.drawer}
        value={list.filters}
        onApply={list.setFilters}
        useBranches={useBranches}
      />
    </>
  );
}
