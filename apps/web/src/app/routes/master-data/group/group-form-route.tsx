import { GROUP_MESSAGES, type GroupBody } from '@creditdesk/domain/groups/groups.schemas';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { useCreateGroup } from '../../../../features/groups/api/create-group';
import { useGroup } from '../../../../features/groups/api/get-group';
import { useUpdateGroup } from '../../../../features/groups/api/update-group';
import { GroupForm } from '../../../../features/groups/components/group-form';
import { PageError, PageLoading } from '../../../layout/page-states';
import { useTranslation } from 'react-i18next';
import { translateError, useMessage } from '../../../../i18n/use-message';

const pages = paths.masterData.group;

/** Where the form returns: the detail when opened from it (tab=detail), else the list. */
const useReturnHref = (id?: string) => {
  const [params] = useSearchParams();
  return id && params.get('tab') === 'detail' ? pages.detailHref(id) : pages.getHref();
};

export function AddGroupRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const create = useCreateGroup();
  const back = useReturnHref();

  const submit = (values: GroupBody) =>
    create.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('groups.created') });
        navigate(back);
      },
    });

  return (
    <>
      <PageHeader title={t('groups.add')} subtitle={t('groups.addSubtitle')} />
      <GroupForm
        submitLabel={t('kit.save')}
        saving={create.isPending}
        failure={
          create.isError
            ? translateError(create.error) || message(GROUP_MESSAGES.createFailed)
            : null
        }
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}

export function EditGroupRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const group = useGroup(id);
  const update = useUpdateGroup();
  const back = useReturnHref(id);

  if (group.isPending) return <PageLoading />;
  if (group.isError)
    return <PageError message={translateError(group.error)} onRetry={() => void group.refetch()} />;

  const submit = (values: GroupBody) =>
    update.mutate(
      { id, body: { ...values, version: group.data.version } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('groups.updated') });
          navigate(back);
        },
      },
    );

  return (
    <>
      <PageHeader title={t('groups.editTitle')} subtitle={t('groups.editSubtitle')} />
      <GroupForm
        submitLabel={t('kit.save')}
        defaultValues={{
          groupName: group.data.groupName,
          description: group.data.description ?? '',
        }}
        saving={update.isPending}
        failure={
          update.isError
            ? translateError(update.error) || message(GROUP_MESSAGES.createFailed)
            : null
        }
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}
