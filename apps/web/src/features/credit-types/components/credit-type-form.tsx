import {
  creditTypeBodySchema,
  type CreditTypeBody,
} from '@creditdesk/domain/credit-types/credit-types.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { TextareaField, TextField } from '../../../components/ui/text-field';

export interface CreditTypeFormProps {
  defaultValues?: CreditTypeBody;
  submitLabel: string;
  /** The server's refusal, shown above the fields. */
  failure?: string | null;
  saving: boolean;
  onSubmit: (values: CreditTypeBody) => void;
  onCancel: () => void;
}

/** CreditApp Name and Description, checked with the same rules the server applies. */
export function CreditTypeForm({
  defaultValues,
  submitLabel,
  failure,
  saving,
  onSubmit,
  onCancel,
}: CreditTypeFormProps) {
  const form = useForm({
    resolver: zodResolver(creditTypeBodySchema),
    defaultValues: defaultValues ?? { creditappName: '', description: '' },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values))} noValidate>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <FormErrorAlert message={failure} />
          <TextField
            label="CreditApp Name"
            withAsterisk
            placeholder="e.g. Kredit Modal Kerja"
            error={errors.creditappName?.message}
            {...form.register('creditappName')}
          />
          <TextareaField
            label="Description"
            placeholder="What the credit type is for"
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
