import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { USER_MESSAGES } from '@creditdesk/domain/users/users.schemas';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { paths } from '../../../../config/paths';
import { useDeleteUser } from '../../../../features/users/api/delete-user';
import { useUser } from '../../../../features/users/api/get-user';
import { useResendInvitation } from '../../../../features/users/api/resend-invitation';
import { UserInformationCard } from '../../../../features/users/components/user-information-card';
import { UnlockUserButton } from '../../../../features/users/components/user-sign-in-lock';
import { useMayManageUser } from '../../../../features/users/hooks/use-may-manage-user';
import { UserRoleAreaCard } from '../../../../features/users/components/user-role-area-card';
import { translateError, useTexts } from '../../../../i18n/use-message';
import { useCurrentUser } from '../../../../lib/permissions';
import { RecordDetailPage } from '../../../layout/record-detail-page';
import { useRecordDetail } from '../../../layout/use-record-detail';

const pages = paths.masterData.userManagement;

export function UserDetailRoute() {
  const { t, message } = useTexts();
  const resend = useResendInvitation();
  const signedInId = useCurrentUser().user._id;
  const mayManage = useMayManageUser();
  const { id, canUpdate, detailPage } = useRecordDetail({
    calls: { useDetail: useUser, useDelete: useDeleteUser },
    subMenu: SUB_MENUS.userManagement,
    messages: USER_MESSAGES,
    pages,
    // Users outside his area, or above him, are read-only to him (the server refuses too).
    updatable: (user) => mayManage(user),
    // Nobody deletes their own account (the server refuses it too).
    deletable: (user, userId) => userId !== signedInId && mayManage(user),
  });
  const user = detailPage.query.data;

  const resendInvitation = () =>
    resend.mutate(id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: message(USER_MESSAGES.invitationSent) }),
      onError: (error) => notifications.show({ color: 'red', message: translateError(error) }),
    });

  return (
    <RecordDetailPage
      {...detailPage}
      title={message(USER_MESSAGES.detailTitle)}
      subtitle={(data) => data.name}
      actions={
        canUpdate &&
        user && (
          <Group gap="sm">
            {user.lockedUntil && <UnlockUserButton user={user} />}
            {!user.hasPassword && (
              <Button
                variant="default"
                leftSection={<IconMailForward size={16} />}
                loading={resend.isPending}
                onClick={resendInvitation}
              >
                {t('users.resendInvitation')}
              </Button>
            )}
          </Group>
        )
      }
    >
      {(data) => (
        <>
          <UserInformationCard user={data} />
          <UserRoleAreaCard user={data} />
        </>
      )}
    </RecordDetailPage>
  );
}
