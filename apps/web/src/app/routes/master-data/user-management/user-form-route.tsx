import { businessToday, toBusinessDate } from '@creditdesk/domain/shared/dates';
import { USER_MESSAGES } from '@creditdesk/domain/users/users.schemas';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { useCreateUser } from '../../../../features/users/api/create-user';
import { useUser } from '../../../../features/users/api/get-user';
import { useUpdateUser } from '../../../../features/users/api/update-user';
import type { UserWrite } from '../../../../features/users/api/user-form-data';
import { currentPhotoId } from '../../../../features/users/components/user-avatar';
import { UserForm } from '../../../../features/users/components/user-form';
import { useCurrentUser } from '../../../../lib/permissions';
import { PageError, PageLoading } from '../../../layout/page-states';
import { useTranslation } from 'react-i18next';
import { translateError, useMessage } from '../../../../i18n/use-message';

const pages = paths.masterData.userManagement;

/** Where the form returns: the detail when opened from it (tab=detail), else the list. */
const useReturnHref = (id?: string) => {
  const [params] = useSearchParams();
  return id && params.get('tab') === 'detail' ? pages.detailHref(id) : pages.getHref();
};

export function AddUserRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const create = useCreateUser();
  const back = useReturnHref();
  const { user: signedIn } = useCurrentUser();

  const submit = (values: UserWrite) =>
    create.mutate(values, {
      onSuccess: (created) => {
        notifications.show(
          created.invitationSent
            ? {
                color: 'teal',
                message: t('users.created', { email: created.email }),
              }
            : { color: 'orange', message: message(USER_MESSAGES.invitationNotSent) },
        );
        navigate(back);
      },
    });

  return (
    <>
      <PageHeader
        title={message(USER_MESSAGES.addTitle)}
        subtitle={message(USER_MESSAGES.addSubtitle)}
      />
      <UserForm
        defaultValues={{
          createdBy: signedIn.name,
          createdDate: businessToday(),
          name: '',
          email: '',
          status: 'active',
          roleId: '',
          area: [],
        }}
        saving={create.isPending}
        failure={
          create.isError
            ? translateError(create.error) || message(USER_MESSAGES.createFailed)
            : null
        }
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}

export function EditUserRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);
  const update = useUpdateUser();
  const back = useReturnHref(id);
  const { user: signedIn } = useCurrentUser();
  const editsHimself = signedIn._id === id;

  if (user.isPending) return <PageLoading />;
  if (user.isError)
    return <PageError message={translateError(user.error)} onRetry={() => void user.refetch()} />;

  const submit = (values: UserWrite) =>
    update.mutate(
      { id, body: values, version: user.data.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('users.updated') });
          navigate(back);
        },
      },
    );

  return (
    <>
      <PageHeader
        title={message(USER_MESSAGES.editTitle)}
        subtitle={message(USER_MESSAGES.editSubtitle)}
      />
      <UserForm
        defaultValues={{
          createdBy: user.data.createdBy?.name ?? '-',
          createdDate: toBusinessDate(user.data.created),
          name: user.data.name,
          email: user.data.email,
          status: user.data.isActive ? 'active' : 'inactive',
          roleId: user.data.role?._id ?? '',
          phoneNumber: user.data.phoneNumber ?? undefined,
          area: user.data.groups.map((group) => ({
            groupId: group._id,
            branch: group.branches.map((branch) => ({ branchId: branch._id })),
          })),
        }}
        currentPhotoId={currentPhotoId(user.data.userPhoto)}
        saving={update.isPending}
        lockRole={editsHimself}
        lockArea={editsHimself && signedIn.role?.dataScope !== 'all'}
        failure={
          update.isError
            ? translateError(update.error) || message(USER_MESSAGES.createFailed)
            : null
        }
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}
