import { GROUP_MESSAGES } from '@creditdesk/domain/groups/groups.schemas';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { groupsApi } from '../../../../features/groups/api/groups-api';
import { GroupForm } from '../../../../features/groups/components/group-form';
import { useMessage } from '../../../../i18n/use-message';
import { LoadedRecord } from '../../../layout/loaded-record';
import { useSaveAndReturn } from '../../use-save-and-return';
import { useFormReturnHref } from '../use-form-return-href';

const pages = paths.masterData.group;

export function AddGroupRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { save, formProps } = useSaveAndReturn(groupsApi.useCreate(), {
    back: useFormReturnHref(pages),
    savedNotice: t('groups.created'),
    failedMessage: message(GROUP_MESSAGES.createFailed),
  });

  return (
    <>
      <PageHeader title={t('groups.add')} subtitle={t('groups.addSubtitle')} />
      <GroupForm submitLabel={t('kit.save')} {...formProps} onSubmit={save} />
    </>
  );
}

export function EditGroupRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const group = groupsApi.useDetail(id);
  const { save, formProps } = useSaveAndReturn(groupsApi.useUpdate(), {
    back: useFormReturnHref(pages, id),
    savedNotice: t('groups.updated'),
    failedMessage: message(GROUP_MESSAGES.createFailed),
  });

  return (
    <LoadedRecord query={group}>
      {(data) => (
        <>
          <PageHeader title={t('groups.editTitle')} subtitle={t('groups.editSubtitle')} />
          <GroupForm
            submitLabel={t('kit.save')}
            defaultValues={{ groupName: data.groupName, description: data.description ?? '' }}
            {...formProps}
            onSubmit={(values) => save({ id, body: { ...values, version: data.version } })}
          />
        </>
      )}
    </LoadedRecord>
  );
}
