import type { Debitur, DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { notifications } from '@mantine/notifications';
import { useNavigate, useSearchParams, type NavigateFunction } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { useDebitur } from '../../../../features/debiturs/api/get-debitur';
import { useDebiturGroupOptions } from '../../../../features/debiturs/api/get-debitur-options';
import { DebiturWizard } from '../../../../features/debiturs/components/debitur-wizard';
import type { DebiturGroupOption } from '../../../../features/debiturs/components/general-information-step';
import { LoadedRecord, useRouteRecord } from '../../../layout/loaded-record';
import { PageLoading } from '../../../layout/page-states';
import type { DebiturListState } from './debitur-list';
import { useTranslation } from 'react-i18next';

const pages = paths.masterData.debiturManagement;
/** Where a saved debitur goes when it was not opened from a detail page (spec: Debiturs, Form). */
const SAVED_LIST_TAB = 'debitur-list';
/** Tabs that name a page rather than a list tab. */
const PAGE_TABS = ['detail', 'branch-detail'];

/** The debitur detail, keeping the credit application it was opened from. */
export const debiturDetailHref = (id: string, creditAppId?: string | null) =>
  creditAppId
    ? `${pages.detailHref(id)}?${new URLSearchParams({ creditAppId }).toString()}`
    : pages.detailHref(id);

export const creditApplicationDetailHref = (creditAppId: string) =>
  `${paths.creditApplication.path}/detail/${encodeURIComponent(creditAppId)}`;

/** The wizard's query parameters and where they send the user after saving and on Cancel. */
const useWizardReturns = (id?: string) => {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const creditAppId = params.get('creditAppId');
  const branchId = params.get('branchId');

  const savedHref = (debiturId: string) =>
    creditAppId || tab === 'detail'
      ? debiturDetailHref(debiturId, creditAppId)
      : pages.getHref(SAVED_LIST_TAB);

  const cancelHref = () => {
    if (branchId) return paths.masterData.branch.detailHref(branchId);
    if (creditAppId) {
      return id ? debiturDetailHref(id, creditAppId) : creditApplicationDetailHref(creditAppId);
    }
    if (id && tab === 'detail') return debiturDetailHref(id);
    return pages.getHref(tab && !PAGE_TABS.includes(tab) ? tab : undefined);
  };

  /**
   * To the saved debitur: the address keeps the spec's 'debitur-list', and the list is told the
   * record's type so that it opens on the tab that holds it.
   */
  const goToSaved = (navigate: NavigateFunction, debiturId: string, type: DebiturType) => {
    const state: DebiturListState = { debiturType: type };
    void navigate(savedHref(debiturId), { state });
  };

  return { branchId, goToSaved, cancelHref };
};

/** The groups and branches of the user's area, for the Related Group and Related Branch selects. */
const useGroupOptions = () => {
  const groups = useDebiturGroupOptions();
  const options: DebiturGroupOption[] = groups.data ?? [];
  return { options, isPending: groups.isPending, isError: groups.isError };
};

export function AddDebiturRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { branchId, goToSaved, cancelHref } = useWizardReturns();
  const groups = useGroupOptions();

  if (groups.isPending) return <PageLoading />;

  const branchGroup = branchId
    ? groups.options.find((group) => group.branches.some((branch) => branch._id === branchId))
    : undefined;

  return (
    <>
      <PageHeader title={t('debiturs.add')} subtitle={t('debiturs.addSubtitle')} />
      <DebiturWizard
        groups={groups.options}
        groupsFailed={groups.isError}
        preselection={
          branchGroup && branchId
            ? { relatedGroup: branchGroup._id, relatedBranch: branchId }
            : undefined
        }
        onSaved={(debiturId, type) => {
          notifications.show({ color: 'teal', message: t('debiturs.created') });
          goToSaved(navigate, debiturId, type);
        }}
        onCancel={() => navigate(cancelHref())}
      />
    </>
  );
}

function EditDebiturPage({ debitur }: { debitur: Debitur }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { goToSaved, cancelHref } = useWizardReturns(debitur._id);
  const groups = useGroupOptions();

  if (groups.isPending) return <PageLoading />;

  return (
    <>
      <PageHeader title={t('debiturs.editTitle')} subtitle={t('debiturs.editSubtitle')} />
      <DebiturWizard
        debitur={debitur}
        groups={groups.options}
        groupsFailed={groups.isError}
        onSaved={(debiturId, type) => {
          notifications.show({ color: 'teal', message: t('debiturs.updated') });
          goToSaved(navigate, debiturId, type);
        }}
        onCancel={() => navigate(cancelHref())}
      />
    </>
  );
}

export function EditDebiturRoute() {
  const { query } = useRouteRecord(useDebitur);

  return (
    <LoadedRecord query={query}>
      {(data) => (
        // Keyed by the debitur so a refetch after saving does not reuse the old form state.
        <EditDebiturPage key={data._id} debitur={data} />
      )}
    </LoadedRecord>
  );
}
