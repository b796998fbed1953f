import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { USER_MESSAGES } from '@creditdesk/domain/users/users.schemas';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DeleteConfirmation } from '../../../../components/ui/delete-confirmation';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { useDeleteUser } from '../../../../features/users/api/delete-user';
import { useUser } from '../../../../features/users/api/get-user';
import { useResendInvitation } from '../../../../features/users/api/resend-invitation';
import { UserInformationCard } from '../../../../features/users/components/user-information-card';
import { UserRoleAreaCard } from '../../../../features/users/components/user-role-area-card';
import { useCan, useCurrentUser } from '../../../../lib/permissions';
import { PageError, PageLoading } from '../../../layout/page-states';
import { useTranslation } from 'react-i18next';
import { translateError, useMessage } from '../../../../i18n/use-message';
import { RecordActions } from '../../../../components/kit/record-actions';

const pages = paths.masterData.userManagement;

export function UserDetailRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);
  const deleteUser = useDeleteUser();
  const resend = useResendInvitation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const canUpdate = useCan(SUB_MENUS.userManagement, 'Update');
  const signedInId = useCurrentUser().user._id;
  // Nobody deletes their own account (the server refuses it too).
  const canDelete = useCan(SUB_MENUS.userManagement, 'Delete') && signedInId !== id;

  if (user.isPending) return <PageLoading />;
  if (user.isError)
    return <PageError message={translateError(user.error)} onRetry={() => void user.refetch()} />;

  const resendInvitation = () =>
    resend.mutate(id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: message(USER_MESSAGES.invitationSent) }),
      onError: (error) => notifications.show({ color: 'red', message: translateError(error) }),
    });

  return (
    <>
      <PageHeader
        title={message(USER_MESSAGES.detailTitle)}
        subtitle={user.data.name}
        actions={
          <RecordActions
            editHref={canUpdate ? pages.editHref(id, 'detail') : undefined}
            deleteLabel={message(USER_MESSAGES.deleteTitle)}
            onDelete={canDelete ? () => setConfirmingDelete(true) : undefined}
          >
            {canUpdate && !user.data.hasPassword && (
              <Button
                variant="default"
                leftSection={<IconMailForward size={16} />}
                loading={resend.isPending}
                onClick={resendInvitation}
              >
                {t('users.resendInvitation')}
              </Button>
            )}
          </RecordActions>
        }
      />
      <Stack gap="lg">
        <UserInformationCard user={user.data} />
        <UserRoleAreaCard user={user.data} />
      </Stack>
      <DeleteConfirmation
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={message(USER_MESSAGES.deleteTitle)}
        message={message(USER_MESSAGES.deleteQuestion)}
        description={message(USER_MESSAGES.deleteWarning)}
        onConfirm={() => deleteUser.mutateAsync(id)}
        onDeleted={() => navigate(pages.getHref())}
      />
    </>
  );
}
