import { PRIVILEGE_MESSAGES } from '@creditdesk/domain/access/privilege';
import { EMAIL_MAX } from '@creditdesk/domain/shared/limits';
import {
  USER_MESSAGES,
  USER_PHOTO_MAX_BYTES,
  USER_PHOTO_TYPES,
  USER_STATUSES,
  userFormSchema,
} from '@creditdesk/domain/users/users.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SelectField } from '../../../components/form/controlled-fields';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { PersonPhoto } from '../../../components/ui/person-photo';
import { TextField } from '../../../components/ui/text-field';
import { useGrantableGroupOptions } from '../api/get-group-options';
import { useRoleOptions } from '../api/get-role-options';
import { useUserPhotoUrl } from '../api/get-user-photo';
import type { UserWrite } from '../api/user-form-data';
import { useDataUrl } from '../hooks/use-data-url';
import { AreaTable } from './area-table';
import { useTexts } from '../../../i18n/use-message';
import { SectionCard } from '../../../components/ui/section-card';
import { FormActions } from '../../../components/ui/form-actions';
import type { RecordFormProps } from '../../../components/form/record-form-props';
import { useFieldTexts, useRegistered } from '../../../components/form/use-registered';
import { useLabelledOptions } from '../../../components/ui/labelled-options';

const photoSchema = z
  .instanceof(File)
  .nullable()
  .superRefine((file, context) => {
    if (!file) return;
    if (!(USER_PHOTO_TYPES as readonly string[]).includes(file.type))
      context.addIssue({ code: 'custom', message: USER_MESSAGES.photoInvalid });
    else if (file.size > USER_PHOTO_MAX_BYTES)
      context.addIssue({ code: 'custom', message: USER_MESSAGES.photoTooLarge });
  });

/** The shared user rules, plus the photo file the form picks. */
const formSchema = userFormSchema.extend({ userPhoto: photoSchema });
/** The form's fields as typed (status is text until checked). */
export type UserFormInput = z.input<typeof formSchema>;

export interface UserFormProps extends RecordFormProps<UserWrite> {
  defaultValues: Omit<UserFormInput, 'userPhoto'>;
  /** The photo the user has now, shown until another is picked. */
  currentPhotoId?: string;
  /** The signed-in user edits himself: his role is not his to change. */
  lockRole?: boolean;
  /** ... nor his area while his role sees only its area (the server refuses both). */
  lockArea?: boolean;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <SectionCard title={title}>{children}</SectionCard>
);

/** General Information and Role & Area of a user, checked with the rules the server applies. */
export function UserForm({
  defaultValues,
  currentPhotoId,
  failure,
  saving,
  lockRole = false,
  lockArea = false,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const { t, message } = useTexts();
  const roles = useRoleOptions();
  // Only the branches he may give: his own area's, or every branch when his role sees all.
  const groups = useGrantableGroupOptions();
  const form = useForm<UserFormInput, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { ...defaultValues, userPhoto: null },
  });
  const { errors } = form.formState;
  const registered = useRegistered(form);
  const texts = useFieldTexts('users');
  const labelled = useLabelledOptions();
  const picked = useWatch({ control: form.control, name: 'userPhoto' });
  const previewUrl = useDataUrl(picked);
  const currentUrl = useUserPhotoUrl(currentPhotoId);

  const submit = form.handleSubmit((values) =>
    onSubmit({
      name: values.name,
      email: values.email,
      status: values.status,
      roleId: values.roleId,
      phoneNumber: values.phoneNumber,
      area: values.area,
      userPhoto: values.userPhoto,
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormErrorAlert message={failure} />
        <Section title={t('users.generalInformation')}>
          <Group gap="md" align="center">
            <PersonPhoto src={previewUrl ?? currentUrl} size={80} />
            <Stack gap={4}>
              <FileButton
                accept={USER_PHOTO_TYPES.join(',')}
                onChange={(file) =>
                  form.setValue('userPhoto', file, { shouldValidate: true, shouldDirty: true })
                }
              >
                {(props) => (
                  <Button variant="default" leftSection={<IconUpload size={16} />} {...props}>
                    {t('users.uploadPhoto')}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {picked ? picked.name : t('users.photoHint')}
              </Text>
              {errors.userPhoto?.message && (
                <Text size="xs" c="red" role="alert">
                  {message(errors.userPhoto.message)}
                </Text>
              )}
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('users.createdBy')}
              readOnly
              variant="filled"
              {...registered('createdBy')}
            />
            <TextInput
              label={t('users.createdDate')}
              readOnly
              variant="filled"
              {...registered('createdDate')}
            />
            <TextField withAsterisk {...texts('fullName')} {...registered('name')} />
            <TextField
              type="email"
              withAsterisk
              characterLimit={EMAIL_MAX}
              {...texts('email')}
              {...registered('email')}
            />
            <SelectField
              control={form.control}
              name="status"
              emptyValue=""
              label={t('users.status')}
              withAsterisk
              data={labelled('users.statuses', USER_STATUSES)}
              allowDeselect={false}
            />
          </SimpleGrid>
        </Section>
        <Section title={t('users.roleArea')}>
          <SelectField
            control={form.control}
            name="roleId"
            emptyValue=""
            withAsterisk
            {...texts('role')}
            // Only roles he may give are offered; the user's present role stays shown.
            data={(roles.data ?? [])
              .filter((role) => role.grantable || role._id === defaultValues.roleId)
              .map((role) => ({ value: role._id, label: role.name }))}
            disabled={lockRole}
            description={lockRole ? message(PRIVILEGE_MESSAGES.ownRole) : undefined}
            fallbackError={roles.isError ? t('kit.loadError') : undefined}
            searchable
            maw={360}
          />
          <Controller
            control={form.control}
            name="area"
            render={({ field }) => (
              <AreaTable
                groups={groups.data ?? []}
                value={field.value}
                onChange={field.onChange}
                disabled={lockArea}
                description={lockArea ? message(PRIVILEGE_MESSAGES.ownArea) : undefined}
                error={
                  message(errors.area?.message ?? errors.area?.root?.message) ??
                  (groups.isError ? t('kit.loadError') : undefined)
                }
              />
            )}
          />
        </Section>
        <FormActions submitLabel={t('kit.save')} onCancel={onCancel} saving={saving} />
      </Stack>
    </form>
  );
}
