import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  decisionRefusal,
  deleteRefusal,
  editRefusal,
  editRestartsSigning,
  missingDocumentsRefusal,
  submitRefusal,
} from '@creditdesk/domain/credit-applications/credit-application-rules';
import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPencil, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { approvalBodySchema } from '@creditdesk/domain/documents/documents.schemas';
import { ReasonModal } from '../../../components/form/reason-modal';
import { DeleteRecordButton } from '../../../components/kit/record-actions';
import { ConfirmModal, type ConfirmModalProps } from '../../../components/ui/confirm-modal';
import { useFailureModal } from '../../../components/ui/use-failure-modal';
import { useTexts } from '../../../i18n/use-message';
import { useCan, useCurrentUser } from '../../../lib/permissions';
import { useDecideCreditApplication } from '../api/decide-credit-application';
import { useSubmitCreditApplication } from '../api/submit-credit-application';
import { useMissingDocumentsText } from './use-missing-documents-text';
import type { DataChecked } from './data-checks-notice';
import { SubmitWithReasonModal } from './submit-with-reason-modal';

/** The questions asked before an action, in the order their dialogs stand. */
const QUESTIONS = ['edit', 'submit', 'approve'] as const;
type Question = (typeof QUESTIONS)[number];
type Asking = Question | 'reject' | null;

export interface CreditApplicationActionsProps {
  application: CreditApplication;
  /** The mandatory types without a file; undefined while the document tree loads. */
  missingMandatory: readonly { code: string; title: string }[] | undefined;
  /** The document tree's checks against the debitur: Submit asks for a reason when any differ. */
  dataChecked?: DataChecked;
  editHref: string;
  /**
   * Delete Application was clicked: the page asks and deletes, since its confirmation must
   * outlive this component once the deleted application's detail stops loading.
   */
  onDelete: () => void;
}

/**
 * The detail's buttons, each by the rules of the domain and the user's rights: Edit and Delete
 * Application, Submit (the creator, in Credit Approved, once the mandatory set is complete),
 * Approve and Reject (Approval/Action, Waiting for Review, never the creator).
 */
export function CreditApplicationActions({
  application,
  missingMandatory,
  dataChecked,
  editHref,
  onDelete,
}: CreditApplicationActionsProps) {
  const { t } = useTexts();
  const missingDocumentsText = useMissingDocumentsText();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const canUpdate = useCan(SUB_MENUS.creditApplication, 'Update');
  const canDelete = useCan(SUB_MENUS.creditApplication, 'Delete');
  const canAct = useCan(SUB_MENUS.approval, 'Action');
  const submit = useSubmitCreditApplication();
  const decide = useDecideCreditApplication();
  const [asking, setAsking] = useState<Asking>(null);
  const failure = useFailureModal(t('creditApplications.actions.error'));

  const { _id: id, status } = application;
  const showEdit = canUpdate && editRefusal(application, user._id) === undefined;
  const showDelete = canDelete && deleteRefusal(status) === undefined;
  // Shown as soon as the creator could submit; enabled once no mandatory document is missing.
  const showSubmit = canUpdate && submitRefusal(application, user._id) === undefined;
  const submitReady =
    missingMandatory !== undefined &&
    missingDocumentsRefusal(missingMandatory.map((item) => item.title)) === undefined;
  // The server's answer applies the tier's rule too: the role, and one decision per approver.
  const showDecision =
    canAct &&
    decisionRefusal(application, user._id) === undefined &&
    application.approval.canDecide;

  const fail = (error: Error) => {
    setAsking(null);
    failure.refused(error);
  };
  const done = (message: string) => {
    setAsking(null);
    notifications.show({ color: 'teal', message });
  };

  const confirmSubmit = () =>
    submit.mutate(
      { id },
      { onSuccess: () => done(t('creditApplications.actions.submitted')), onError: fail },
    );
  const submitWithReason = (reason: string, clear: () => void) =>
    submit.mutate(
      { id, reason },
      {
        onSuccess: () => {
          clear();
          done(t('creditApplications.actions.submitted'));
        },
        onError: fail,
      },
    );
  const mismatched = dataChecked && dataChecked.dataChecks.total > 0 ? dataChecked : null;
  // An approval short of the tier's count leaves the application waiting for the next approver.
  const { given, required } = application.approval;
  const approvalCount = { given: given + 1, required };
  const approvalCompletes = required === null || given + 1 >= required;
  const confirmApprove = () =>
    decide.mutate(
      { id, body: { action: 'Approved', reason: '' } },
      {
        onSuccess: (answer) =>
          done(
            answer.status === 'Completed'
              ? t('creditApplications.actions.approved')
              : t('creditApplications.actions.approvalRecorded', answer.approval),
          ),
        onError: fail,
      },
    );
  const confirmReject = (reason: string, clear: () => void) =>
    decide.mutate(
      { id, body: { action: 'Rejected', reason } },
      {
        onSuccess: () => {
          clear();
          done(t('creditApplications.actions.rejected'));
        },
        onError: fail,
      },
    );

  const questions: Record<Question, Omit<ConfirmModalProps, 'opened' | 'onClose'>> = {
    edit: {
      onConfirm: () => void navigate(editHref),
      title: t('creditApplications.actions.editApplication'),
      message: t('creditApplications.actions.editQuestion'),
      description: t('creditApplications.actions.editRestartsSigning'),
      confirmLabel: t('creditApplications.actions.edit'),
      variant: 'warning',
    },
    submit: {
      onConfirm: confirmSubmit,
      title: t('creditApplications.actions.submitTitle'),
      message: t('creditApplications.actions.submitQuestion'),
      description: t('creditApplications.actions.submitDescription'),
      confirmLabel: t('creditApplications.actions.submit'),
      loading: submit.isPending,
    },
    approve: {
      onConfirm: confirmApprove,
      title: t('creditApplications.actions.approveTitle'),
      message: t('creditApplications.actions.approveQuestion'),
      description: approvalCompletes
        ? t('creditApplications.actions.approveDescription')
        : t('creditApplications.actions.approveCounts', approvalCount),
      confirmLabel: t('creditApplications.actions.approve'),
      loading: decide.isPending,
    },
  };

  const submitButton = (
    <Button
      leftSection={<IconSend size={16} />}
      disabled={!submitReady}
      onClick={() => setAsking('submit')}
    >
      {t('creditApplications.actions.submit')}
    </Button>
  );

  return (
    <>
      {showEdit && (
        <Button
          variant="default"
          leftSection={<IconPencil size={16} />}
          onClick={() =>
            editRestartsSigning(status) ? setAsking('edit') : void navigate(editHref)
          }
        >
          {t('creditApplications.actions.editApplication')}
        </Button>
      )}
      {showDelete && (
        <DeleteRecordButton
          label={t('creditApplications.actions.deleteApplication')}
          onClick={onDelete}
        />
      )}
      {showSubmit &&
        (submitReady ? (
          submitButton
        ) : (
          <Tooltip
            label={
              missingMandatory
                ? missingDocumentsText(missingMandatory)
                : t('creditApplications.actions.checkingDocuments')
            }
            multiline
            maw={360}
          >
            {/* A disabled button gets no pointer events nor focus; the wrapper takes both, so the
                tooltip that says what is missing reaches the mouse and the keyboard. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <span tabIndex={0}>{submitButton}</span>
          </Tooltip>
        ))}
      {showDecision && (
        <>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} />}
            onClick={() => setAsking('reject')}
          >
            {t('creditApplications.actions.reject')}
          </Button>
          <Button
            color="green"
            leftSection={<IconCheck size={16} />}
            onClick={() => setAsking('approve')}
          >
            {t('creditApplications.actions.approve')}
          </Button>
        </>
      )}

      {QUESTIONS.map((kind) => (
        <ConfirmModal
          key={kind}
          opened={asking === kind && !(kind === 'submit' && mismatched)}
          onClose={() => setAsking(null)}
          {...questions[kind]}
        />
      ))}
      {/* The decision's own schema, its action held at Rejected: a blank reason gets its message
      here. It stays typed until it is sent. */}
      <ReasonModal
        opened={asking === 'reject'}
        texts="creditApplications.actions"
        action="reject"
        schema={approvalBodySchema}
        defaultValues={{ action: 'Rejected', reason: '' }}
        required
        busy={decide.isPending}
        onClose={() => setAsking(null)}
        onSubmit={confirmReject}
      />
      {mismatched && (
        <SubmitWithReasonModal
          opened={asking === 'submit'}
          structure={mismatched}
          busy={submit.isPending}
          onClose={() => setAsking(null)}
          onSubmit={submitWithReason}
        />
      )}
      {failure.modal}
    </>
  );
}
