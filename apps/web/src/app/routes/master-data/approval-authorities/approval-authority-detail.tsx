import { useTranslation } from 'react-i18next';
import { ApprovalAuthorityInformationCard } from '../../../../features/approval-authorities/components/approval-authority-information-card';
import { RecordDetailPage } from '../../../layout/record-detail-page';
import { useRecordDetail } from '../../../layout/use-record-detail';
import { approvalAuthorityModule } from './approval-authority-module';

export function ApprovalAuthorityDetailRoute() {
  const { t } = useTranslation();
  const { detailPage } = useRecordDetail(approvalAuthorityModule);
  return (
    <RecordDetailPage
      {...detailPage}
      title={t('approvalAuthorities.detailTitle')}
      subtitle={(data) => data.name}
    >
      {(data) => <ApprovalAuthorityInformationCard tier={data} />}
    </RecordDetailPage>
  );
}
