import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useDeleteTexts } from '../../../../components/kit/use-delete-texts';
import { paths } from '../../../../config/paths';
import { useDeleteDebitur } from '../../../../features/debiturs/api/delete-debitur';
import { useDebitur } from '../../../../features/debiturs/api/get-debitur';
import { DebiturDocumentsCard } from '../../../../features/debiturs/components/debitur-documents-card';
import { DebiturInformationCard } from '../../../../features/debiturs/components/debitur-information-card';
import { useCan } from '../../../../lib/permissions';
import { RecordDetailPage } from '../../../layout/record-detail-page';
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
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const debitur = useDebitur(id);
  const deleteDebitur = useDeleteDebitur();
  const deleteTexts = useDeleteTexts(DEBITUR_MESSAGES);
  const canUpdate = useCan(SUB_MENUS.debiturManagement, 'Update');
  const canDelete = useCan(SUB_MENUS.debiturManagement, 'Delete');
  const creditAppId = params.get('creditAppId');

  return (
    <RecordDetailPage
      query={debitur}
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
      editHref={canUpdate ? editHref(id, creditAppId) : undefined}
      deleteLabel={t('kit.delete')}
      canDelete={canDelete}
      deleteTexts={deleteTexts}
      onDelete={() => deleteDebitur.mutateAsync(id)}
      onDeleted={() => void navigate(pages.getHref())}
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
