import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { WizardCard } from '../../../components/form/wizard-card';
import { useTexts } from '../../../i18n/use-message';
import { CREDIT_APPLICATION_SAVE_FAILED } from '../api/create-credit-application';
import { CreditApplicationCreditStep } from './credit-application-credit-step';
import { CreditApplicationDebiturStep } from './credit-application-debitur-step';
import { useCreditApplicationForm, type NewDebiturPart } from './use-credit-application-form';

export type { NewDebiturPart } from './use-credit-application-form';

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
  const { t, message } = useTexts();
  const state = useCreditApplicationForm({ application, newDebitur, onSaved });
  const { active, saving, restartsSigning } = state;
  // The spec's own sentence when the server gave none; the server's message otherwise.
  const failure =
    state.failure === CREDIT_APPLICATION_SAVE_FAILED
      ? t('creditApplications.wizard.saveFailed')
      : message(state.failure ?? undefined);

  return (
    <WizardCard
      failure={failure}
      notice={
        restartsSigning && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('creditApplications.wizard.signingRestarts')}
          </Alert>
        )
      }
      steps={[
        {
          label: t('creditApplications.wizard.debiturTypeStep'),
          description: t('creditApplications.wizard.debiturTypeStepText'),
          content: <CreditApplicationDebiturStep state={state} newDebitur={newDebitur} />,
        },
        {
          label: t('creditApplications.wizard.generalStep'),
          description: t('creditApplications.wizard.generalStepText'),
          content: <CreditApplicationCreditStep state={state} />,
        },
      ]}
      active={active}
      onStepClick={state.goTo}
      onBack={state.back}
      onNext={() => void state.next()}
      nextLabel={t('creditApplications.wizard.next')}
      onCancel={onCancel}
      saving={saving}
      finish={
        <>
          {state.canDraft && (
            <Button variant="light" onClick={() => void state.saveDraft()} loading={saving}>
              {t('creditApplications.wizard.saveDraft')}
            </Button>
          )}
          <Button onClick={() => void state.askSubmit()} disabled={saving}>
            {t('creditApplications.wizard.submit')}
          </Button>
        </>
      }
      confirm={{
        opened: state.confirming,
        onClose: state.cancelSubmit,
        onConfirm: state.confirmSubmit,
        title: t('creditApplications.wizard.submit'),
        message: t('creditApplications.wizard.submitQuestion'),
        description: restartsSigning
          ? t('creditApplications.wizard.submitWarningRestarts', {
              restarts: t('creditApplications.wizard.signingRestarts'),
            })
          : t('creditApplications.wizard.submitWarning'),
        confirmLabel: t('creditApplications.wizard.submit'),
        loading: saving,
      }}
    />
  );
}
