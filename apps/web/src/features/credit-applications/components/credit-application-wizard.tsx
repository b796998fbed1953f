import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { Alert, Button, Card, Group, Stack, Stepper } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { useMessage } from '../../../i18n/use-message';
import { CREDIT_APPLICATION_SAVE_FAILED } from '../api/create-credit-application';
import { CreditApplicationCreditStep } from './credit-application-credit-step';
import { CreditApplicationDebiturStep } from './credit-application-debitur-step';
import { useCreditApplicationForm, type NewDebiturPart } from './use-credit-application-form';

export type { NewDebiturPart } from './use-credit-application-form';

const LAST_STEP = 1;

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
  const { t } = useTranslation();
  const message = useMessage();
  const state = useCreditApplicationForm({ application, newDebitur, onSaved });
  const { active, saving, restartsSigning } = state;
  // The spec's own sentence when the server gave none; the server's message otherwise.
  const failure =
    state.failure === CREDIT_APPLICATION_SAVE_FAILED
      ? t('creditApplications.wizard.saveFailed')
      : message(state.failure ?? undefined);

  return (
    <>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="lg">
          <FormErrorAlert message={failure} />
          {restartsSigning && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
              {t('creditApplications.wizard.signingRestarts')}
            </Alert>
          )}
          <Stepper active={active} onStepClick={state.goTo} allowNextStepsSelect={false} size="sm">
            <Stepper.Step
              label={t('creditApplications.wizard.debiturTypeStep')}
              description={t('creditApplications.wizard.debiturTypeStepText')}
            >
              <CreditApplicationDebiturStep state={state} newDebitur={newDebitur} />
            </Stepper.Step>
            <Stepper.Step
              label={t('creditApplications.wizard.generalStep')}
              description={t('creditApplications.wizard.generalStepText')}
            >
              <CreditApplicationCreditStep state={state} />
            </Stepper.Step>
          </Stepper>
          <Group justify="space-between">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Group gap="sm">
              {active > 0 && (
                <Button variant="default" onClick={state.back} disabled={saving}>
                  {t('creditApplications.wizard.back')}
                </Button>
              )}
              {active === LAST_STEP && state.canDraft && (
                <Button variant="light" onClick={() => void state.saveDraft()} loading={saving}>
                  {t('creditApplications.wizard.saveDraft')}
                </Button>
              )}
              {active < LAST_STEP ? (
                <Button onClick={() => void state.next()}>
                  {t('creditApplications.wizard.next')}
                </Button>
              ) : (
                <Button onClick={() => void state.askSubmit()} disabled={saving}>
                  {t('creditApplications.wizard.submit')}
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
        title={t('creditApplications.wizard.submit')}
        message={t('creditApplications.wizard.submitQuestion')}
        description={
          restartsSigning
            ? t('creditApplications.wizard.submitWarningRestarts', {
                restarts: t('creditApplications.wizard.signingRestarts'),
              })
            : t('creditApplications.wizard.submitWarning')
        }
        confirmLabel={t('creditApplications.wizard.submit')}
        loading={saving}
      />
    </>
  );
}
