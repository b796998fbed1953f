import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { BranchInformationCard } from '../../../../features/branches/components/branch-information-card';
import {
  BranchDebitursCard,
  branchDebiturTabOf,
} from '../../../../features/debiturs/components/branch-debiturs-card';
import { useCan } from '../../../../lib/permissions';
import { RecordDetailPage } from '../../../layout/record-detail-page';
import { useModuleDetail } from '../use-module-detail';
import { branchModule } from './branch-module';
import { useRefreshBranchDependents } from './use-refresh-branch-dependents';

const pages = branchModule.pages;
const debiturPages = paths.masterData.debiturManagement;

export function BranchDetailRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { id, detailPage } = useModuleDetail({
    ...branchModule,
    editHref: (branchId) => pages.editHrefFrom(branchId, { tab: 'detail' }),
    listHref: paths.masterData.group.getHref(),
    onDeleted: useRefreshBranchDependents(),
  });
  const canReadDebiturs = useCan(SUB_MENUS.debiturManagement, 'Read');

  return (
    <RecordDetailPage {...detailPage} subtitle={(data) => data.branchName}>
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
