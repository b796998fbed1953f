import { Button, Card, Group, Stack, Stepper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, type ConfirmModalProps } from '../ui/confirm-modal';
import { FormErrorAlert } from '../ui/form-error-alert';

export interface WizardStep {
  label: string;
  description: string;
  content: ReactNode;
}

export interface WizardCardProps {
  /** The server's refusal, shown above the steps. */
  failure?: string | null;
  /** What else the user must know before going on, under the refusal. */
  notice?: ReactNode;
  steps: WizardStep[];
  active: number;
  /** Only the steps already passed can be clicked. */
  onStepClick: (step: number) => void;
  onBack: () => void;
  onNext: () => void;
  nextLabel: string;
  onCancel: () => void;
  saving: boolean;
  /** The last step's buttons in place of Next: the submit, and Save as Draft where offered. */
  finish: ReactNode;
  /** The question asked before the submit is sent. */
  confirm: ConfirmModalProps;
}

/** A form in steps: the refusal, the stepper, then Cancel, Back and Next (or the finish). */
export function WizardCard({
  failure,
  notice,
  steps,
  active,
  onStepClick,
  onBack,
  onNext,
  nextLabel,
  onCancel,
  saving,
  finish,
  confirm,
}: WizardCardProps) {
  const { t } = useTranslation();
  return (
    <>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="lg">
          <FormErrorAlert message={failure} />
          {notice}
          <Stepper active={active} onStepClick={onStepClick} allowNextStepsSelect={false} size="sm">
            {steps.map((step) => (
              <Stepper.Step key={step.label} label={step.label} description={step.description}>
                {step.content}
              </Stepper.Step>
            ))}
          </Stepper>
          <Group justify="space-between">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Group gap="sm">
              {active > 0 && (
                <Button variant="default" onClick={onBack} disabled={saving}>
                  {t('app.back')}
                </Button>
              )}
              {active < steps.length - 1 ? <Button onClick={onNext}>{nextLabel}</Button> : finish}
            </Group>
          </Group>
        </Stack>
      </Card>
      <ConfirmModal {...confirm} />
    </>
  );
}
