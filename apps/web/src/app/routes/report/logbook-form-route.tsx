import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { logbookApi } from '../../../features/logbook/api/logbook-api';
import {
  entryValues,
  LogbookForm,
  newCallValues,
} from '../../../features/logbook/components/logbook-form';
import { useMessage } from '../../../i18n/use-message';
import { useCurrentUser } from '../../../lib/permissions';
import { PageError, PageLoading } from '../../layout/page-states';

const back = paths.report.logbook.getHref();

/** The server's refusal in the user's language; the form's own sentence when it gave none. */
const useSaveFailure = () => {
  const { t } = useTranslation();
  const message = useMessage();
  return (error: Error | null) =>
    error ? (error.message ? message(error.message) : t('logbook.saveFailed')) : null;
};

export function AddLogbookEntryRoute() {
  const { t } = useTranslation();
  const saveFailure = useSaveFailure();
  const navigate = useNavigate();
  const create = logbookApi.useCreate();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('logbook.addNew')} subtitle={t('logbook.addSubtitle')} />
      <LogbookForm
        defaultValues={newCallValues(user.user.name)}
        saving={create.isPending}
        failure={saveFailure(create.error)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('logbook.recorded') });
              void navigate(back);
            },
          })
        }
        onCancel={() => void navigate(back)}
      />
    </>
  );
}

export function EditLogbookEntryRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const saveFailure = useSaveFailure();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const entry = logbookApi.useDetail(id);
  const update = logbookApi.useUpdate();

  if (entry.isPending) return <PageLoading />;
  if (entry.isError)
    return (
      <PageError message={message(entry.error.message)} onRetry={() => void entry.refetch()} />
    );

  return (
    <>
      <PageHeader title={t('logbook.editTitle')} subtitle={t('logbook.editSubtitle')} />
      <LogbookForm
        defaultValues={entryValues(entry.data)}
        saving={update.isPending}
        failure={saveFailure(update.error)}
        onSubmit={(body) =>
          update.mutate(
            { id, body: { ...body, version: entry.data.version } },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('logbook.updated') });
                void navigate(back);
              },
            },
          )
        }
        onCancel={() => void navigate(back)}
      />
    </>
  );
}
