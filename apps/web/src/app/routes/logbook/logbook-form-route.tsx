import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useCreateLogbookEntry } from '../../../features/logbook/api/create-logbook-entry';
import { useLogbookEntry } from '../../../features/logbook/api/get-logbook-entry';
import { useUpdateLogbookEntry } from '../../../features/logbook/api/update-logbook-entry';
import {
  entryValues,
  LogbookForm,
  newCallValues,
} from '../../../features/logbook/components/logbook-form';
import { useCurrentUser } from '../../../lib/permissions';
import { LoadedRecord } from '../../layout/loaded-record';
import { useSaveAndReturn } from '../use-save-and-return';

const back = paths.report.logbook.getHref();

export function AddLogbookEntryRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { save, formProps } = useSaveAndReturn(useCreateLogbookEntry(), {
    back,
    savedNotice: t('logbook.recorded'),
    failedMessage: t('logbook.saveFailed'),
  });

  return (
    <>
      <PageHeader title={t('logbook.addNew')} subtitle={t('logbook.addSubtitle')} />
      <LogbookForm defaultValues={newCallValues(user.user.name)} {...formProps} onSubmit={save} />
    </>
  );
}

export function EditLogbookEntryRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const entry = useLogbookEntry(id);
  const { save, formProps } = useSaveAndReturn(useUpdateLogbookEntry(), {
    back,
    savedNotice: t('logbook.updated'),
    failedMessage: t('logbook.saveFailed'),
  });

  return (
    <LoadedRecord query={entry}>
      {(data) => (
        <>
          <PageHeader title={t('logbook.editTitle')} subtitle={t('logbook.editSubtitle')} />
          <LogbookForm
            defaultValues={entryValues(data)}
            {...formProps}
            onSubmit={(body) => save({ id, body: { ...body, version: data.version } })}
          />
        </>
      )}
    </LoadedRecord>
  );
}
