import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { BRANCH_MESSAGES } from '@creditdesk/domain/branches/branches.schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useDeleteTexts } from '../../../../components/kit/use-delete-texts';
import { paths } from '../../../../config/paths';
import { branchesApi } from '../../../../features/branches/api/branches-api';
import { BranchInformationCard } from '../../../../features/branches/components/branch-information-card';
import {
  BranchDebitursCard,
  branchDebiturTabOf,
} from '../../../../features/debiturs/components/branch-debiturs-card';
import { useCan } from '../../../../lib/permissions';
import { RecordDetailPage } from '../../../layout/record-detail-page';
import { useRefreshBranchDependents } from './use-refresh-branch-dependents';

const pages = paths.masterData.branch;
const debiturPages = paths.masterData.debiturManagement;

export function BranchDetailRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const branch = branchesApi.useDetail(id);
  const deleteBranch = branchesApi.useDelete();
  const deleteTexts = useDeleteTexts(BRANCH_MESSAGES);
  const refreshDependents = useRefreshBranchDependents();
  const canUpdate = useCan(SUB_MENUS.branch, 'Update');
  const canDelete = useCan(SUB_MENUS.branch, 'Delete');
  const canReadDebiturs = useCan(SUB_MENUS.debiturManagement, 'Read');

  return (
    <RecordDetailPage
      query={branch}
      title={t('branches.detailTitle')}
      subtitle={(data) => data.branchName}
      editHref={canUpdate ? pages.editHrefFrom(id, { tab: 'detail' }) : undefined}
      deleteLabel={t('branches.delete')}
      canDelete={canDelete}
      deleteTexts={deleteTexts}
      onDelete={() => deleteBranch.mutateAsync(id)}
      onDeleted={() => {
        refreshDependents();
        void navigate(paths.masterData.group.getHref());
      }}
    >
      {(data) => (
        <>
          <BranchInformationCard branch={data} />
          {canReadDebiturs && (
            <BranchDebitursCard
              branchId={id}
              tab={branchDebiturTabOf(searchParams.get('tab'))}
              onTabChange={(tab) => setSearchParams({ tab })}
              addHref={debiturPages.addHref({ tab: 'branch-detail', branchId: id })}
              detailHref={(debiturId, tab) => debiturPages.detailHref(debiturId, tab)}
              editHref={(debiturId, tab) => debiturPages.editHref(debiturId, tab)}
            />
          )}
        </>
      )}
    </RecordDetailPage>
  );
}
