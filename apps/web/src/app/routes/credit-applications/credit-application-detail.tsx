import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  decisionRefusal,
  documentsRefusal,
  showsDocuments,
  submitRefusal,
} from '@creditdesk/domain/credit-applications/credit-application-rules';
import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DeleteConfirmation } from '../../../components/ui/delete-confirmation';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { creditApplicationsQueryKeys } from '../../../features/credit-applications/api/credit-applications-query-keys';
import { useDeleteCreditApplication } from '../../../features/credit-applications/api/delete-credit-application';
import { useCreditApplication } from '../../../features/credit-applications/api/get-credit-application';
import { ApplicationStatusBadge } from '../../../features/credit-applications/components/application-status-badge';
import { CreditApplicationActions } from '../../../features/credit-applications/components/credit-application-actions';
import { useMissingDocumentsText } from '../../../features/credit-applications/components/use-missing-documents-text';
import {
  CreditApplicationInformationCard,
  debiturNameOf,
} from '../../../features/credit-applications/components/credit-application-information-card';
import { DataChecksNotice } from '../../../features/credit-applications/components/data-checks-notice';
import { ApprovalsCard } from '../../../features/credit-applications/components/approvals-card';
import { NextStepLine } from '../../../features/credit-applications/components/next-step-line';
import { SigningProcessCard } from '../../../features/credit-applications/components/signing-process-card';
import { TimelineCard } from '../../../features/credit-applications/components/timeline-card';
import { useDocumentStructure } from '../../../features/documents/api/get-document-structure';
import { DocumentManagementCard } from '../../../features/documents/components/document-management-card';
import { translateError, useMessage } from '../../../i18n/use-message';
import { useCan, useCurrentUser } from '../../../lib/permissions';
import { PageError, PageLoading } from '../../layout/page-states';

const pages = paths.creditApplication;

/** The spec's debitur link, keeping the application so the debitur page can lead back. */
const debiturDetailHref = (debiturId: string, creditAppId: string) =>
  `${paths.masterData.debiturManagement.detailPath.replace(':id', debiturId)}?&creditAppId=${creditAppId}`;

/**
 * Why an approver sees no Approve or Reject on an application in the queue: they created it, and
 * the four-eyes rule leaves the decision to another approver.
 */
function FourEyesNotice({ application }: { application: CreditApplication }) {
  const message = useMessage();
  const { user } = useCurrentUser();
  const canAct = useCan(SUB_MENUS.approval, 'Action');
  const refusal = decisionRefusal(application, user._id);
  if (!canAct || refusal?.status !== 403) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
      {message(refusal.code, refusal.code, refusal.params)}
    </Alert>
  );
}

/** The last decision and its reason, when one was given. */
function DecisionNotice({ application }: { application: CreditApplication }) {
  const { t } = useTranslation();
  const { status, decisionReason } = application;
  if (!decisionReason || (status !== 'Rejected' && status !== 'Completed')) return null;
  const rejected = status === 'Rejected';
  return (
    <Alert
      color={rejected ? 'red' : 'green'}
      variant="light"
      title={
        rejected ? t('creditApplications.detail.rejected') : t('creditApplications.detail.approved')
      }
      icon={rejected ? <IconCircleX size={18} /> : <IconCircleCheck size={18} />}
    >
      {t('creditApplications.detail.reason', { reason: decisionReason })}
    </Alert>
  );
}

export function CreditApplicationDetailRoute() {
  const { t } = useTranslation();
  const missingDocumentsText = useMissingDocumentsText();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const application = useCreditApplication(id);
  const withDocuments = !!application.data && showsDocuments(application.data.status);
  const structure = useDocumentStructure(id, withDocuments);
  const deleteApplication = useDeleteCreditApplication();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const renderContent = () => {
    if (application.isPending) return <PageLoading />;
    if (application.isError)
      return (
        <PageError
          message={translateError(application.error)}
          onRetry={() => void application.refetch()}
        />
      );
    const { data } = application;
    const missing = structure.data?.missingMandatory;
    // The creator could submit it but for the mandatory documents still missing.
    const waitsForDocuments = !!missing?.length && submitRefusal(data, user._id) === undefined;
    return (
      <>
        <PageHeader
          title={data.creditAppNo}
          titleAside={<ApplicationStatusBadge status={data.status} />}
          subtitle={debiturNameOf(data.debitur) ?? undefined}
          actions={
            <CreditApplicationActions
              application={data}
              missingMandatory={missing}
              dataChecked={structure.data}
              editHref={pages.editHref(id, 'detail')}
              onDelete={() => setConfirmingDelete(true)}
            />
          }
        />
        <Stack gap="lg">
          <NextStepLine application={data} missingMandatory={missing?.length} />
          <DecisionNotice application={data} />
          <FourEyesNotice application={data} />
          {waitsForDocuments && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
              {missingDocumentsText(missing)}
            </Alert>
          )}
          {structure.data && <DataChecksNotice structure={structure.data} />}
          <CreditApplicationInformationCard
            application={data}
            debiturHref={data.debitur ? debiturDetailHref(data.debitur._id, id) : null}
          />
          {data.approval.tier === null && data.approval.approvals.length === 0 ? (
            <SigningProcessCard application={data} />
          ) : (
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <SigningProcessCard application={data} />
              <ApprovalsCard application={data} />
            </SimpleGrid>
          )}
          {withDocuments && data.debitur && (
            <DocumentManagementCard
              applicationId={id}
              debiturId={data.debitur._id}
              application={data}
              canManage={documentsRefusal(data, user._id) === undefined}
              initialCategory={searchParams.get('category')}
              // The timeline and the detail's documents follow every change of a file.
              onChanged={() =>
                void queryClient.invalidateQueries({
                  queryKey: creditApplicationsQueryKeys.detail(id),
                })
              }
            />
          )}
          <TimelineCard applicationId={id} />
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
        title={t('creditApplications.deleteTitle')}
        message={t('creditApplications.deleteQuestion')}
        description={t('creditApplications.deleteWarning')}
        onConfirm={() => deleteApplication.mutateAsync(id)}
        onDeleted={() => void navigate(pages.getHref())}
      />
    </>
  );
}
