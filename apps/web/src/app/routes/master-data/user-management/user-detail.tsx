import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { USER_MESSAGES } from '@creditdesk/domain/users/users.schemas';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDeleteTexts } from '../../../../components/kit/use-delete-texts';
import { paths } from '../../../../config/paths';
import { useDeleteUser } from '../../../../features/users/api/delete-user';
import { useUser } from '../../../../features/users/api/get-user';
import { useResendInvitation } from '../../../../features/users/api/resend-invitation';
import { UserInformationCard } from '../../../../features/users/components/user-information-card';
import { UserRoleAreaCard } from '../../../../features/users/components/user-role-area-card';
import { translateError, useMessage } from '../../../../i18n/use-message';
import { useCan, useCurrentUser } from '../../../../lib/permissions';
import { RecordDetailPage } from '../../../layout/record-detail-page';

const pages = paths.masterData.userManagement;

export function UserDetailRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);
  const deleteUser = useDeleteUser();
  const resend = useResendInvitation();
  const deleteTexts = useDeleteTexts(USER_MESSAGES);
  const canUpdate = useCan(SUB_MENUS.userManagement, 'Update');
  const signedInId = useCurrentUser().user._id;
  // Nobody deletes their own account (the server refuses it too).
  const canDelete = useCan(SUB_MENUS.userManagement, 'Delete') && signedInId !== id;

  const resendInvitation = () =>
    resend.mutate(id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: message(USER_MESSAGES.invitationSent) }),
      onError: (error) => notifications.show({ color: 'red', message: translateError(error) }),
    });

  return (
    <RecordDetailPage
      query={user}
      title={message(USER_MESSAGES.detailTitle)}
      subtitle={(data) => data.name}
      actions={
        canUpdate &&
        user.data?.hasPassword === false && (
          <Button
            variant="default"
            leftSection={<IconMailForward size={16} />}
            loading={resend.isPending}
            onClick={resendInvitation}
          >
            {t('users.resendInvitation')}
          </Button>
        )
      }
      editHref={canUpdate ? pages.editHref(id, 'detail') : undefined}
      deleteLabel={deleteTexts.deleteTitle}
      canDelete={canDelete}
      deleteTexts={deleteTexts}
      onDelete={() => deleteUser.mutateAsync(id)}
      onDeleted={() => void navigate(pages.getHref())}
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
