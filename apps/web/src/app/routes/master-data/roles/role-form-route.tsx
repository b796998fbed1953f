import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { Alert, Button, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useAccessCatalogue } from '../../../../features/roles/api/get-access-catalogue';
import { RoleForm } from '../../../../features/roles/components/role-form';
import { useCurrentUser } from '../../../../lib/permissions';
import { LoadedRecord } from '../../../layout/loaded-record';
import { PageError, PageLoading } from '../../../layout/page-states';
import { AddFormPage } from '../form-pages';
import { useAddForm, useEditForm } from '../use-module-form';
import { roleModule } from './role-module';
import { translateError, useTexts } from '../../../../i18n/use-message';

/** The signed-in user as the role form's grantor: his rights and data scope. */
const useGrantor = () => {
  const { user, permissions } = useCurrentUser();
  return { permissions, dataScope: user.role?.dataScope ?? 'area' } as const;
};

export function AddRoleRoute() {
  const grantor = useGrantor();
  const catalogue = useAccessCatalogue();
  const { save, formProps, header } = useAddForm(roleModule);

  return (
    <AddFormPage header={header}>
      <LoadedRecord query={catalogue}>
        {(data) => <RoleForm catalogue={data} grantor={grantor} {...formProps} onSubmit={save} />}
      </LoadedRecord>
    </AddFormPage>
  );
}

export function EditRoleRoute() {
  const { t, message } = useTexts();
  const grantor = useGrantor();
  const { user } = useCurrentUser();
  const catalogue = useAccessCatalogue();
  const form = useEditForm(roleModule, { detailTab: roleModule.pages.listTab });
  const { id, record: role, back, save, formProps } = form;

  const header = <PageHeader {...form.header} />;
  if (catalogue.isError || role.isError) {
    return (
      <>
        {header}
        <PageError
          message={translateError((catalogue.error ?? role.error)!)}
          onRetry={() => {
            if (catalogue.isError) void catalogue.refetch();
            if (role.isError) void role.refetch();
          }}
        />
      </>
    );
  }
  if (catalogue.isPending || role.isPending) {
    return (
      <>
        {header}
        <PageLoading />
      </>
    );
  }
  if (role.data.builtIn) {
    return (
      <>
        {header}
        <Stack gap="md" align="flex-start">
          <Alert variant="light" icon={<IconLock size={18} />}>
            {message(ROLE_MESSAGES.builtInNotice)}
          </Alert>
          <Button component={Link} to={back} variant="default">
            {t('app.back')}
          </Button>
        </Stack>
      </>
    );
  }

  return (
    <>
      {header}
      <RoleForm
        catalogue={catalogue.data}
        role={role.data}
        grantor={grantor}
        ownRole={user.role?._id === id}
        {...formProps}
        onSubmit={(values) => save({ id, body: { ...values, version: role.data.version } })}
      />
    </>
  );
}
