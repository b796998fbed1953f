import { REPORT_DEFINITIONS } from '@creditdesk/domain/reports/report-catalogue';
import type { ReportDefinition } from '@creditdesk/domain/reports/report-definition';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/kit/list-page';
import { paths } from '../../../config/paths';
import { useCreditApplicationFilterOptions } from '../../../features/credit-applications/api/get-credit-application-filter-options';
import { exportReport } from '../../../features/reports/api/export-report';
import type { ReportListParams } from '../../../features/reports/api/reports-query-keys';
import {
  isSingleValued,
  ReportFilterDrawer,
  reportFilterKeys,
  type ReportFilters,
} from '../../../features/reports/components/report-filter-drawer';
import { ReportTable } from '../../../features/reports/components/report-table';
import { useCan } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import { useFilterDrawer } from '../../../components/ui/use-filter-draft';

/** The address's filters as the report's query: dates, texts and yes/no travel as one value. */
const toParams = (definition: ReportDefinition, filters: ReportFilters): ReportListParams =>
  Object.fromEntries(
    Object.entries(filters).map(([key, values]) => [
      key,
      isSingleValued(definition, key) ? values[0] || undefined : values,
    ]),
  );

/**
 * A report page (/report/<slug>): the catalogue's columns with Days Left and the badge, overdue
 * first; search and filters live in the address, so a dashboard link opens it filtered.
 */
export function ReportRoute({ definition }: { definition: ReportDefinition }) {
  const { t } = useTranslation();
  const keys = reportFilterKeys(definition);
  const list = useListState(keys);
  const canExport = useCan(definition.subMenu, 'Export');
  const params = {
    page: list.page,
    limit: list.limit,
    search: list.search || undefined,
    ...toParams(definition, list.filters),
  };
  const filter = useFilterDrawer(keys.filter((key) => list.filters[key]?.length).length);

  return (
    <>
      <title>{t('common.pageTitle', { title: definition.title })}</title>
      <ListPage
        title={definition.title}
        subtitle={t('reports.subtitle')}
        searchPlaceholder={t('reports.searchPlaceholder')}
        search={list.search}
        onSearch={list.setSearch}
        filter={filter.button}
        onExport={canExport ? (format) => exportReport(definition.slug, params, format) : undefined}
      >
        <ReportTable
          definition={definition}
          params={params}
          onPageChange={list.setPage}
          detailHref={(row) =>
            paths.creditApplication.detailHref(row.application._id, 'detail', row.document.category)
          }
        />
      </ListPage>
      <ReportFilterDrawer
        definition={definition}
        {...filter.drawer}
        value={list.filters}
        onApply={list.setFilters}
        useChoices={useCreditApplicationFilterOptions}
      />
    </>
  );
}

/** The page of the report at `path` (/report/<slug>), or none when no report lives there. */
export const reportPage = (path: string) => {
  const definition = REPORT_DEFINITIONS.find(
    (candidate) => paths.report.getHref(candidate.slug) === path,
  );
  return definition && (() => <ReportRoute key={definition.slug} definition={definition} />);
};
