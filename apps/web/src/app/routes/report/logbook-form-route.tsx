import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { logbookApi } from '../../../features/logbook/api/logbook-api';
import {
  entryValues,
  LogbookForm,
  newCallValues,
} from '../../../features/logbook/components/logbook-form';
import { useCurrentUser } from '../../../lib/permissions';
import { PageError, PageLoading } from '../../layout/page-states';

const SAVE_FAILED = 'Failed to save the call.';
const back = paths.report.logbook.getHref();

export function AddLogbookEntryRoute() {
  const navigate = useNavigate();
  const create = logbookApi.useCreate();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="Add New Call" subtitle="Record a call received by the desk" />
      <LogbookForm
        defaultValues={newCallValues(user.user.name)}
        saving={create.isPending}
        failure={create.isError ? create.error.message || SAVE_FAILED : null}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: 'Call recorded' });
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
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const entry = logbookApi.useDetail(id);
  const update = logbookApi.useUpdate();

  if (entry.isPending) return <PageLoading />;
  if (entry.isError)
    return <PageError message={entry.error.message} onRetry={() => void entry.refetch()} />;

  return (
    <>
      <PageHeader title="Edit Call" subtitle="Update the call and its follow-up" />
      <LogbookForm
        defaultValues={entryValues(entry.data)}
        saving={update.isPending}
        failure={update.isError ? update.error.message || SAVE_FAILED : null}
        onSubmit={(body) =>
          update.mutate(
            { id, body: { ...body, version: entry.data.version } },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: 'Call updated' });
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
