import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { CreditApplicationStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import { Button, Stack } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteConfirmation } from '../../../components/ui/delete-confirmation';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDeleteCreditApplication } from '../../../features/credit-applications/api/delete-credit-application';
import { useCreditApplication } from '../../../features/credit-applications/api/get-credit-application';
import {
  CreditApplicationInformationCard,
  debiturNameOf,
} from '../../../features/credit-applications/components/credit-application-information-card';
import { SigningProcessCard } from '../../../features/credit-applications/components/signing-process-card';
import { useCan } from '../../../lib/permissions';
import { PageError, PageLoading } from '../../layout/page-states';

const pages = paths.creditApplication;

/** Statuses whose application can no longer be edited (spec: Edit hidden in these). */
const LOCKED_STATUSES: readonly CreditApplicationStatus[] = ['Completed', 'Waiting for Review'];

/** The spec's debitur link, keeping the application so the debitur page can lead back. */
const debiturDetailHref = (debiturId: string, creditAppId: string) =>
  `${paths.masterData.debiturManagement.detailPath.replace(':id', debiturId)}?&creditAppId=${creditAppId}`;

export function CreditApplicationDetailRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const application = useCreditApplication(id);
  const deleteApplication = useDeleteCreditApplication();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const canUpdate = useCan(SUB_MENUS.creditApplication, 'Update');
  const canDelete = useCan(SUB_MENUS.creditApplication, 'Delete');

  const renderContent = () => {
    if (application.isPending) return <PageLoading />;
    if (application.isError) return <PageError message={application.error.message} />;
    const { data } = application;
    return (
      <>
        <PageHeader
          title={data.creditAppNo}
          subtitle={debiturNameOf(data.debitur) ?? undefined}
          actions={
            <>
              {canUpdate && !LOCKED_STATUSES.includes(data.status) && (
                <Button
                  component={Link}
                  to={pages.editHref(id, 'detail')}
                  variant="default"
                  leftSection={<IconPencil size={16} />}
                >
                  Edit Application
                </Button>
              )}
              {canDelete && data.status === 'Draft' && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setConfirmingDelete(true)}
                >
                  Delete Application
                </Button>
              )}
            </>
          }
        />
        <Stack gap="lg">
          <CreditApplicationInformationCard
            application={data}
            debiturHref={data.debitur ? debiturDetailHref(data.debitur._id, id) : null}
          />
          <SigningProcessCard application={data} />
        </Stack>
      </>
    );
  };

  return (
    <>
      {renderContent()}
      {/* Outside the content so the flow survives the detail's refetch failing once it is deleted. */}
      <DeleteConfirmation
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title="Delete Credit Application"
        message="Are you sure want to delete this credit application?"
        description="Once you delete, all data in this credit application cannot be restored"
        onConfirm={() => deleteApplication.mutateAsync(id)}
        onDeleted={() => void navigate(pages.getHref())}
      />
    </>
  );
}
