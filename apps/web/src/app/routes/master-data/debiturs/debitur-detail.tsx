import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { useDeleteDebitur } from '../../../../features/debiturs/api/delete-debitur';
import { useDebitur } from '../../../../features/debiturs/api/get-debitur';
import { DebiturDocumentsCard } from '../../../../features/debiturs/components/debitur-documents-card';
import { DebiturInformationCard } from '../../../../features/debiturs/components/debitur-information-card';
import { RecordDetailPage } from '../../../layout/record-detail-page';
import { useRecordDetail } from '../../../layout/use-record-detail';
import { creditApplicationDetailHref } from './debitur-form-route';

const pages = paths.masterData.debiturManagement;

/** The edit form, returning here (tab=detail) and keeping the credit application. */
const editHref = (id: string, creditAppId: string | null) => {
  const query = new URLSearchParams({ tab: 'detail' });
  if (creditAppId) query.set('creditAppId', creditAppId);
  return `${pages.editPath.replace(':id', id)}?${query.toString()}`;
};

export function DebiturDetailRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const creditAppId = params.get('creditAppId');
  const { canUpdate, detailPage } = useRecordDetail({
    calls: { useDetail: useDebitur, useDelete: useDeleteDebitur },
    subMenu: SUB_MENUS.debiturManagement,
    messages: DEBITUR_MESSAGES,
    pages,
    editHref: (id) => editHref(id, creditAppId),
  });

  return (
    <RecordDetailPage
      {...detailPage}
      title={t('debiturs.detailTitle')}
      subtitle={(data) => data.fullName ?? data.companyName}
      actions={
        creditAppId && (
          <Button
            component={Link}
            to={creditApplicationDetailHref(creditAppId)}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('app.back')}
          </Button>
        )
      }
      deleteLabel={t('kit.delete')}
    >
      {(data) => (
        <>
          <DebiturInformationCard debitur={data} />
          <DebiturDocumentsCard debitur={data} canUpdate={canUpdate} />
        </>
      )}
    </RecordDetailPage>
  );
}
