import { ROLE_MESSAGES, type RoleBody } from '@creditdesk/domain/roles/roles.schemas';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { useCreateRole } from '../../../../features/roles/api/create-role';
import { useAccessCatalogue } from '../../../../features/roles/api/get-access-catalogue';
import { useRole } from '../../../../features/roles/api/get-role';
import { useUpdateRole } from '../../../../features/roles/api/update-role';
import { RoleForm } from '../../../../features/roles/components/role-form';
import { useCurrentUser } from '../../../../lib/permissions';
import { PageError, PageLoading } from '../../../layout/page-states';
import { useTranslation } from 'react-i18next';
import { translateError, useMessage } from '../../../../i18n/use-message';

const pages = paths.masterData.role;

/** Where the form returns: the detail when opened from it (tab=detail), else the list. */
const useReturnHref = (id?: string) => {
  const [params] = useSearchParams();
  return id && params.get('tab') === 'detail'
    ? pages.detailHref(id, pages.listTab)
    : pages.getHref();
};

/** The signed-in user as the role form's grantor: his rights and data scope. */
const useGrantor = () => {
  const { user, permissions } = useCurrentUser();
  return { permissions, dataScope: user.role?.dataScope ?? 'area' } as const;
};

export function AddRoleRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const grantor = useGrantor();
  const catalogue = useAccessCatalogue();
  const create = useCreateRole();
  const back = useReturnHref();

  const header = <PageHeader title={t('roles.add')} subtitle={t('roles.addSubtitle')} />;
  if (catalogue.isPending || catalogue.isError) {
    return (
      <>
        {header}
        {catalogue.isError ? (
          <PageError
            message={translateError(catalogue.error)}
            onRetry={() => void catalogue.refetch()}
          />
        ) : (
          <PageLoading />
        )}
      </>
    );
  }

  const submit = (values: RoleBody) =>
    create.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('roles.created') });
        navigate(back);
      },
    });

  return (
    <>
      {header}
      <RoleForm
        catalogue={catalogue.data}
        grantor={grantor}
        submitLabel={t('kit.save')}
        saving={create.isPending}
        failure={
          create.isError
            ? translateError(create.error) || message(ROLE_MESSAGES.createFailed)
            : null
        }
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}

export function EditRoleRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const grantor = useGrantor();
  const { user } = useCurrentUser();
  const catalogue = useAccessCatalogue();
  const role = useRole(id);
  const update = useUpdateRole();
  const back = useReturnHref(id);

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

  const submit = (values: RoleBody) =>
    update.mutate(
      { id, body: { ...values, version: role.data.version } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('roles.updated') });
          navigate(back);
        },
      },
    );

  return (
    <>
      {header}
      <RoleForm
        catalogue={catalogue.data}
        role={role.data}
        grantor={grantor}
        ownRole={user.role?._id === id}
        submitLabel={t('kit.save')}
        saving={update.isPending}
        failure={
          update.isError
            ? translateError(update.error) || message(ROLE_MESSAGES.createFailed)
            : null
        }
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}
