import { canonicalStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import type { CreditApplicationStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { Card, Stack, Stepper, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  CANNOT_DELETE_MESSAGE,
  ConfirmModal,
  ErrorModal,
} from '../../../components/ui/confirm-modal';
import { useCurrentUser } from '../../../lib/permissions';
import { useMoveSigningStep } from '../api/move-signing-step';

/** The spec's date and time format, dd MMM yyyy HH:mm, in dayjs tokens. */
const DATE_TIME_FORMAT = 'DD MMM YYYY HH:mm';

interface SigningStep {
  label: string;
  status: CreditApplicationStatus;
}

const STEPS: readonly SigningStep[] = [
  { label: 'Debitur Created', status: 'Open' },
  { label: 'Signing Process', status: 'Signing Process' },
  { label: 'Waiting Approval', status: 'Credit Approved' },
  { label: 'Upload Document', status: 'Waiting for Review' },
  { label: 'Completed', status: 'Completed' },
];

/** The steps the creator may click: the server accepts only these two moves. */
const CLICKABLE_STEPS: readonly CreditApplicationStatus[] = ['Signing Process', 'Credit Approved'];

/** Index of the last reached step; a Rejected application stopped at Upload Document, a Draft at none. */
const reachedStepIndex = (status: CreditApplicationStatus) =>
  status === 'Rejected' ? 3 : STEPS.findIndex((step) => step.status === status);

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
        {dayjs(entry.created).format(DATE_TIME_FORMAT)}
      </Text>
    </Stack>
  ) : null;

/**
 * The signing steps of an application. Steps up to the current one are highlighted; only the
 * creator may click the immediate next step, after a confirmation.
 */
export function SigningProcessCard({ application }: { application: CreditApplication }) {
  const { user } = useCurrentUser();
  const moveStep = useMoveSigningStep();
  const [pending, setPending] = useState<SigningStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const current = reachedStepIndex(application.status);
  const steps = application.status === 'Completed' ? STEPS : STEPS.slice(0, -1);
  const next = steps[current + 1];
  const isCreator = user._id === application.createdBy._id;
  const clickableIndex =
    isCreator && next && CLICKABLE_STEPS.includes(next.status) ? current + 1 : -1;
  const historyOf = (status: CreditApplicationStatus) =>
    application.signingHistory.findLast((entry) => canonicalStatus(entry.status) === status);

  const confirm = () => {
    if (!pending) return;
    moveStep.mutate(
      { id: application._id, status: pending.status },
      {
        onSuccess: () => setPending(null),
        onError: (error) => {
          setPending(null);
          setFailure(error.message || CANNOT_DELETE_MESSAGE);
        },
      },
    );
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          Signing Process
        </Title>
        <Stepper
          active={current + 1}
          onStepClick={(index) => {
            const step = steps[index];
            if (index === clickableIndex && step) setPending(step);
          }}
          size="sm"
        >
          {steps.map((step, index) => (
            <Stepper.Step
              key={step.status}
              label={step.label}
              description={index <= current ? <StepDetail entry={historyOf(step.status)} /> : null}
              allowStepSelect={index === clickableIndex}
              aria-label={index === clickableIndex ? `Move to ${step.label}` : undefined}
            />
          ))}
        </Stepper>
      </Stack>
      <ConfirmModal
        opened={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={confirm}
        title={pending?.label}
        message={`Are you sure want to move this application to ${pending?.label ?? ''}?`}
        description="This step cannot be undone."
        loading={moveStep.isPending}
      />
      <ErrorModal
        opened={failure !== null}
        onClose={() => setFailure(null)}
        title="Error"
        message={failure}
      />
    </Card>
  );
}
