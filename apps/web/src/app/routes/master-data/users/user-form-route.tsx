import { businessToday, toBusinessDate } from '@creditdesk/domain/shared/dates';
import { USER_MESSAGES } from '@creditdesk/domain/users/users.schemas';
import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { useCreateUser } from '../../../../features/users/api/create-user';
import { useUser } from '../../../../features/users/api/get-user';
import { useUpdateUser } from '../../../../features/users/api/update-user';
import { currentPhotoId } from '../../../../features/users/components/user-avatar';
import { UserForm } from '../../../../features/users/components/user-form';
import { useCurrentUser } from '../../../../lib/permissions';
import { LoadedRecord } from '../../../layout/loaded-record';
import { useSaveAndReturn } from '../../use-save-and-return';
import { useFormReturnHref } from '../use-form-return-href';
import { useTranslation } from 'react-i18next';
import { useMessage, useTexts } from '../../../../i18n/use-message';

const pages = paths.masterData.userManagement;

export function AddUserRoute() {
  const { t, message } = useTexts();
  const { user: signedIn } = useCurrentUser();
  const { save, formProps } = useSaveAndReturn(useCreateUser(), {
    back: useFormReturnHref(pages),
    savedNotice: (created) =>
      created.invitationSent
        ? { color: 'teal', message: t('users.created', { email: created.email }) }
        : { color: 'orange', message: message(USER_MESSAGES.invitationNotSent) },
    failedMessage: message(USER_MESSAGES.createFailed),
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
        {...formProps}
        onSubmit={save}
      />
    </>
  );
}

export function EditUserRoute() {
  const message = useMessage();
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser(id);
  const { user: signedIn } = useCurrentUser();
  const editsHimself = signedIn._id === id;
  const { save, formProps } = useSaveAndReturn(useUpdateUser(), {
    back: useFormReturnHref(pages, id),
    savedNotice: t('users.updated'),
    failedMessage: message(USER_MESSAGES.createFailed),
  });

  return (
    <LoadedRecord query={user}>
      {(data) => (
        <>
          <PageHeader
            title={message(USER_MESSAGES.editTitle)}
            subtitle={message(USER_MESSAGES.editSubtitle)}
          />
          <UserForm
            defaultValues={{
              createdBy: data.createdBy?.name ?? '-',
              createdDate: toBusinessDate(data.created),
              name: data.name,
              email: data.email,
              status: data.isActive ? 'active' : 'inactive',
              roleId: data.role?._id ?? '',
              phoneNumber: data.phoneNumber ?? undefined,
              area: data.groups.map((group) => ({
                groupId: group._id,
                branch: group.branches.map((branch) => ({ branchId: branch._id })),
              })),
            }}
            currentPhotoId={currentPhotoId(data.userPhoto)}
            lockRole={editsHimself}
            lockArea={editsHimself && signedIn.role?.dataScope !== 'all'}
            {...formProps}
            onSubmit={(values) => save({ id, body: values, version: data.version })}
          />
        </>
      )}
    </LoadedRecord>
  );
}
