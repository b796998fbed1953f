import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { DEBITUR_MESSAGES } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DeleteConfirmation } from '../../../../components/ui/delete-confirmation';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { useDeleteDebitur } from '../../../../features/debiturs/api/delete-debitur';
import { useDebitur } from '../../../../features/debiturs/api/get-debitur';
import { DebiturDocumentsCard } from '../../../../features/debiturs/components/debitur-documents-card';
import { DebiturInformationCard } from '../../../../features/debiturs/components/debitur-information-card';
import { useCan } from '../../../../lib/permissions';
import { PageError, PageLoading } from '../../../layout/page-states';
import { creditApplicationDetailHref } from './debitur-form-route';
import { useTranslation } from 'react-i18next';
import { translateError, useMessage } from '../../../../i18n/use-message';
import { RecordActions } from '../../../../components/kit/record-actions';

const pages = paths.masterData.debiturManagement;

/** The edit form, returning here (tab=detail) and keeping the credit application. */
const editHref = (id: string, creditAppId: string | null) => {
  const query = new URLSearchParams({ tab: 'detail' });
  if (creditAppId) query.set('creditAppId', creditAppId);
  return `${pages.editPath.replace(':id', id)}?${query.toString()}`;
};

export function DebiturDetailRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const debitur = useDebitur(id);
  const deleteDebitur = useDeleteDebitur();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const canUpdate = useCan(SUB_MENUS.debiturManagement, 'Update');
  const canDelete = useCan(SUB_MENUS.debiturManagement, 'Delete');
  const creditAppId = params.get('creditAppId');

  if (debitur.isPending) return <PageLoading />;
  if (debitur.isError)
    return (
      <PageError message={translateError(debitur.error)} onRetry={() => void debitur.refetch()} />
    );

  return (
    <>
      <PageHeader
        title={t('debiturs.detailTitle')}
        subtitle={debitur.data.fullName ?? debitur.data.companyName}
        actions={
          <RecordActions
            editHref={canUpdate ? editHref(id, creditAppId) : undefined}
            deleteLabel={t('kit.delete')}
            onDelete={canDelete ? () => setConfirmingDelete(true) : undefined}
          >
            {creditAppId && (
              <Button
                component={Link}
                to={creditApplicationDetailHref(creditAppId)}
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
              >
                {t('app.back')}
              </Button>
            )}
          </RecordActions>
        }
      />
      <Stack gap="lg">
        <DebiturInformationCard debitur={debitur.data} />
        <DebiturDocumentsCard debitur={debitur.data} canUpdate={canUpdate} />
      </Stack>
      <DeleteConfirmation
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={message(DEBITUR_MESSAGES.deleteTitle)}
        message={message(DEBITUR_MESSAGES.deleteQuestion)}
        description={message(DEBITUR_MESSAGES.deleteWarning)}
        onConfirm={() => deleteDebitur.mutateAsync(id)}
        onDeleted={() => navigate(pages.getHref())}
      />
    </>
  );
}
