import { ApprovalAuthorityInformationCard } from '../../../../features/approval-authorities/components/approval-authority-information-card';
import { RecordDetailPage } from '../../../layout/record-detail-page';
import { useModuleDetail } from '../use-module-detail';
import { approvalAuthorityModule } from './approval-authority-module';

export function ApprovalAuthorityDetailRoute() {
  const { detailPage } = useModuleDetail(approvalAuthorityModule);
  return (
    <RecordDetailPage {...detailPage} subtitle={(data) => data.name}>
      {(data) => <ApprovalAuthorityInformationCard tier={data} />}
    </RecordDetailPage>
  );
}
