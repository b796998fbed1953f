import { toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import {
  nextSigningStatus,
  signingFlowOf,
  signingRefusal,
} from '@creditdesk/domain/credit-applications/credit-application-rules';
import { canonicalStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import type { CreditApplicationStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { Stack, Stepper, Text, VisuallyHidden } from '@mantine/core';
import { SectionCard } from '../../../components/ui/section-card';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useFailureModal } from '../../../components/ui/use-failure-modal';
import { useTexts } from '../../../i18n/use-message';
import { useCurrentUser } from '../../../lib/permissions';
import { useMoveSigningStep } from '../api/move-signing-step';

/** Each step's name: a key of `creditApplications.signing.steps`. */
const STEP_LABELS: Partial<Record<CreditApplicationStatus, string>> = {
  Open: 'debiturCreated',
  'Signing Process': 'signingProcess',
  'Credit Approved': 'waitingApproval',
  'Waiting for Review': 'uploadDocument',
  Completed: 'completed',
  Rejected: 'rejected',
};

/** Spans only: the step is a button, which holds phrasing content. */
const StepDetail = ({
  entry,
}: {
  entry: CreditApplication['signingHistory'][number] | undefined;
}) =>
  entry ? (
    <Stack component="span" gap={0}>
      <Text component="span" size="xs">
        {entry.createdBy.name}
      </Text>
      <Text component="span" size="xs" c="dimmed">
        {toBusinessDateTime(entry.created)}
      </Text>
    </Stack>
  ) : null;

/**
 * The signing steps of an application. Steps up to the current one are highlighted; only the
 * creator may click the immediate next step, after a confirmation.
 */
export function SigningProcessCard({ application }: { application: CreditApplication }) {
  const { t } = useTexts();
  const stepName = (step: CreditApplicationStatus | null) =>
    step ? t(`creditApplications.signing.steps.${STEP_LABELS[step] ?? ''}`) : '';
  const { user } = useCurrentUser();
  const moveStep = useMoveSigningStep();
  // The step asked about stays after the question closes, so the closing dialog keeps its title.
  const [pending, setPending] = useState<CreditApplicationStatus | null>(null);
  const [asking, setAsking] = useState(false);
  const failure = useFailureModal(t('creditApplications.signing.error'));

  const steps = signingFlowOf(application.status);
  // A Draft has reached no step yet.
  const current = steps.indexOf(application.status);
  const clickableIndex =
    signingRefusal(application, user._id) === undefined
      ? steps.findIndex((step) => step === nextSigningStatus(application.status))
      : -1;
  const rejected = application.status === 'Rejected';
  // Who moved the application into the step: the first entry of the step's last run, since each
  // approval short of the tier's count adds an entry of its approver at Waiting for Review.
  const historyOf = (status: CreditApplicationStatus) => {
    const history = application.signingHistory;
    const isStep = (index: number) => canonicalStatus(history[index]?.status ?? '') === status;
    let first = history.findLastIndex((entry) => canonicalStatus(entry.status) === status);
    while (first > 0 && isStep(first - 1)) first -= 1;
    return history[first];
  };

  const confirm = () => {
    if (!pending) return;
    moveStep.mutate(
      { id: application._id, status: pending },
      {
        onSuccess: () => setAsking(false),
        onError: (error) => {
          setAsking(false);
          failure.refused(error);
        },
      },
    );
  };

  return (
    <>
      <SectionCard title={t('creditApplications.signing.title')}>
        {rejected && (
          <Text size="sm" c="red.8" fw={500}>
            {t('creditApplications.signing.rejectedNotice')}
          </Text>
        )}
        <Stepper
          active={current + 1}
          onStepClick={(index) => {
            const step = steps[index];
            if (index === clickableIndex && step) {
              setPending(step);
              setAsking(true);
            }
          }}
          size="sm"
        >
          {steps.map((step, index) => (
            <Stepper.Step
              key={step}
              label={
                index === clickableIndex ? (
                  <>
                    {stepName(step)}
                    {/* After the visible name, so the button's name starts with what it shows. */}
                    <VisuallyHidden>{t('creditApplications.signing.moveHint')}</VisuallyHidden>
                  </>
                ) : (
                  stepName(step)
                )
              }
              color={step === 'Rejected' ? 'red' : undefined}
              completedIcon={step === 'Rejected' ? <IconX size={18} aria-hidden /> : undefined}
              description={index <= current ? <StepDetail entry={historyOf(step)} /> : null}
              allowStepSelect={index === clickableIndex}
            />
          ))}
        </Stepper>
      </SectionCard>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
        title={stepName(pending)}
        message={t('creditApplications.signing.moveQuestion', { step: stepName(pending) })}
        description={t('creditApplications.signing.cannotUndo')}
        loading={moveStep.isPending}
      />
      {failure.modal}
    </>
  );
}
