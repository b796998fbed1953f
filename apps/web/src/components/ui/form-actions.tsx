import { Button, Group, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FormActionsProps {
  /** The submit button's text ('Save', 'Save Changes'). */
  submitLabel: string;
  onCancel: () => void;
  /** While the form is being sent: the submit button spins and neither can be pressed. */
  saving: boolean;
  /** The submit button's colour when it is not the theme's primary (red for a refusal). */
  submitColor?: MantineColor;
}

/** Cancel and the submit button at the foot of a form, right-aligned. */
export function FormActions({ submitLabel, onCancel, saving, submitColor }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" color={submitColor} loading={saving} disabled={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
