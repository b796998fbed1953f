import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DeleteConfirmation } from '../../../../components/ui/delete-confirmation';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { useDeleteRole } from '../../../../features/roles/api/delete-role';
import { useRole } from '../../../../features/roles/api/get-role';
import { RoleAccessCard } from '../../../../features/roles/components/role-access-card';
import { RoleInformationCard } from '../../../../features/roles/components/role-information-card';
import { useCan } from '../../../../lib/permissions';
import { PageError, PageLoading } from '../../../layout/page-states';
import { useTranslation } from 'react-i18next';
import { translateError, useMessage } from '../../../../i18n/use-message';
import { RecordActions } from '../../../../components/kit/record-actions';

const pages = paths.masterData.role;

export function RoleDetailRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const role = useRole(id);
  const deleteRole = useDeleteRole();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const canUpdate = useCan(SUB_MENUS.role, 'Update');
  const canDelete = useCan(SUB_MENUS.role, 'Delete');

  if (role.isPending) return <PageLoading />;
  if (role.isError)
    return <PageError message={translateError(role.error)} onRetry={() => void role.refetch()} />;
  const changeable = !role.data.builtIn;

  return (
    <>
      <PageHeader
        title={t('roles.detailTitle')}
        subtitle={role.data.name}
        actions={
          <RecordActions
            editHref={canUpdate && changeable ? pages.editHref(id, 'detail') : undefined}
            deleteLabel={t('roles.delete')}
            onDelete={canDelete && changeable ? () => setConfirmingDelete(true) : undefined}
          />
        }
      />
      <Stack gap="lg">
        {!changeable && (
          <Alert variant="light" icon={<IconLock size={18} />}>
            {message(ROLE_MESSAGES.builtInNotice)}
          </Alert>
        )}
        <RoleInformationCard role={role.data} />
        <RoleAccessCard access={role.data.access} />
      </Stack>
      <DeleteConfirmation
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={message(ROLE_MESSAGES.deleteTitle)}
        message={message(ROLE_MESSAGES.deleteQuestion)}
        description={message(ROLE_MESSAGES.deleteWarning)}
        onConfirm={() => deleteRole.mutateAsync(id)}
        onDeleted={() => navigate(pages.getHref())}
      />
    </>
  );
}
