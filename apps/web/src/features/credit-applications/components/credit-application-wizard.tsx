import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { Alert, Button, Card, Group, Stack, Stepper } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { CreditApplicationCreditStep } from './credit-application-credit-step';
import { CreditApplicationDebiturStep } from './credit-application-debitur-step';
import { useCreditApplicationForm, type NewDebiturPart } from './use-credit-application-form';

export type { NewDebiturPart } from './use-credit-application-form';

const LAST_STEP = 1;
export const SUBMIT_QUESTION = 'Are you sure want to submit this form?';
export const SUBMIT_WARNING = "You can't change this form after submit. Please check carefully";
/** Ours: editing an application whose signing has begun sends it back to Open. */
export const SIGNING_RESTARTS =
  'Submitting this application returns it to Open: the signing steps start over.';

export interface CreditApplicationWizardProps {
  /** The application being edited; absent when adding. */
  application?: CreditApplication;
  newDebitur: NewDebiturPart;
  onSaved: (id: string) => void;
  onCancel: () => void;
}

/** The two-step credit application form, for an existing or a new debitur. */
export function CreditApplicationWizard({
  application,
  newDebitur,
  onSaved,
  onCancel,
}: CreditApplicationWizardProps) {
  const state = useCreditApplicationForm({ application, newDebitur, onSaved });
  const { active, saving, restartsSigning } = state;

  return (
    <>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="lg">
          <FormErrorAlert message={state.failure} />
          {restartsSigning && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
              {SIGNING_RESTARTS}
            </Alert>
          )}
          <Stepper active={active} onStepClick={state.goTo} allowNextStepsSelect={false} size="sm">
            <Stepper.Step label="Debitur Type" description="Borrower of the credit">
              <CreditApplicationDebiturStep state={state} newDebitur={newDebitur} />
            </Stepper.Step>
            <Stepper.Step label="General Information" description="Credit details">
              <CreditApplicationCreditStep state={state} />
            </Stepper.Step>
          </Stepper>
          <Group justify="space-between">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Group gap="sm">
              {active > 0 && (
                <Button variant="default" onClick={state.back} disabled={saving}>
                  Back
                </Button>
              )}
              {active === LAST_STEP && state.canDraft && (
                <Button variant="light" onClick={() => void state.saveDraft()} loading={saving}>
                  Save as Draft
                </Button>
              )}
              {active < LAST_STEP ? (
                <Button onClick={() => void state.next()}>Next</Button>
              ) : (
                <Button onClick={() => void state.askSubmit()} disabled={saving}>
                  Submit
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </Card>
      <ConfirmModal
        opened={state.confirming}
        onClose={state.cancelSubmit}
        onConfirm={state.confirmSubmit}
        title="Submit"
        message={SUBMIT_QUESTION}
        description={restartsSigning ? `${SUBMIT_WARNING}. ${SIGNING_RESTARTS}` : SUBMIT_WARNING}
        confirmLabel="Submit"
        loading={saving}
      />
    </>
  );
}
