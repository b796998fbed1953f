import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { logbookApi } from '../../../features/logbook/api/logbook-api';
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
  const { save, formProps } = useSaveAndReturn(logbookApi.useCreate(), {
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
  const entry = logbookApi.useDetail(id);
  const { save, formProps } = useSaveAndReturn(logbookApi.useUpdate(), {
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
