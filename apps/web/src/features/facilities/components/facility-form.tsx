import {
  facilityBodySchema,
  type FacilityBody,
} from '@creditdesk/domain/facilities/facilities.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { TextareaField, TextField } from '../../../components/ui/text-field';

export interface FacilityFormProps {
  defaultValues?: FacilityBody;
  submitLabel: string;
  /** The server's refusal, shown above the fields. */
  failure?: string | null;
  saving: boolean;
  onSubmit: (values: FacilityBody) => void;
  onCancel: () => void;
}

/** Facility Name and Description, checked with the same rules the server applies. */
export function FacilityForm({
  defaultValues,
  submitLabel,
  failure,
  saving,
  onSubmit,
  onCancel,
}: FacilityFormProps) {
  const form = useForm({
    resolver: zodResolver(facilityBodySchema),
    defaultValues: defaultValues ?? { facilityName: '', description: '' },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values))} noValidate>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <FormErrorAlert message={failure} />
          <TextField
            label="Facility Name"
            withAsterisk
            placeholder="e.g. Kredit Modal Kerja"
            error={errors.facilityName?.message}
            {...form.register('facilityName')}
          />
          <TextareaField
            label="Description"
            placeholder="What the facility finances"
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
