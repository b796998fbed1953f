import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { Alert, Button, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { rolesApi } from '../../../../features/roles/api/roles-api';
import { useAccessCatalogue } from '../../../../features/roles/api/get-access-catalogue';
import { RoleForm } from '../../../../features/roles/components/role-form';
import { useCurrentUser } from '../../../../lib/permissions';
import { LoadedRecord } from '../../../layout/loaded-record';
import { PageError, PageLoading } from '../../../layout/page-states';
import { useSaveAndReturn } from '../../use-save-and-return';
import { useFormReturnHref } from '../use-form-return-href';
import { useTranslation } from 'react-i18next';
import { translateError, useMessage } from '../../../../i18n/use-message';

const pages = paths.masterData.role;

/** The signed-in user as the role form's grantor: his rights and data scope. */
const useGrantor = () => {
  const { user, permissions } = useCurrentUser();
  return { permissions, dataScope: user.role?.dataScope ?? 'area' } as const;
};

export function AddRoleRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const grantor = useGrantor();
  const catalogue = useAccessCatalogue();
  const { save, formProps } = useSaveAndReturn(rolesApi.useCreate(), {
    back: useFormReturnHref(pages),
    savedNotice: t('roles.created'),
    failedMessage: message(ROLE_MESSAGES.createFailed),
  });

  return (
    <>
      <PageHeader title={t('roles.add')} subtitle={t('roles.addSubtitle')} />
      <LoadedRecord query={catalogue}>
        {(data) => (
          <RoleForm
            catalogue={data}
            grantor={grantor}
            submitLabel={t('kit.save')}
            {...formProps}
            onSubmit={save}
          />
        )}
      </LoadedRecord>
    </>
  );
}

export function EditRoleRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const grantor = useGrantor();
  const { user } = useCurrentUser();
  const catalogue = useAccessCatalogue();
  const role = rolesApi.useDetail(id);
  const back = useFormReturnHref(pages, id, pages.listTab);
  const { save, formProps } = useSaveAndReturn(rolesApi.useUpdate(), {
    back,
    savedNotice: t('roles.updated'),
    failedMessage: message(ROLE_MESSAGES.createFailed),
  });

  const header = <PageHeader title={t('roles.editTitle')} subtitle={t('roles.editSubtitle')} />;
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
        submitLabel={t('kit.save')}
        {...formProps}
        onSubmit={(values) => save({ id, body: { ...values, version: role.data.version } })}
      />
    </>
  );
}
