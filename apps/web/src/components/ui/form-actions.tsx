import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FormActionsProps {
  /** The submit button's text ('Save', 'Save Changes'). */
  submitLabel: string;
  onCancel: () => void;
  /** While the form is being sent: the submit button spins and neither can be pressed. */
  saving: boolean;
}

/** Cancel and the submit button at the foot of a form, right-aligned. */
export function FormActions({ submitLabel, onCancel, saving }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving} disabled={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
