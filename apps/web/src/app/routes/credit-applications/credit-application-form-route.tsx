import {
  CREDIT_APPLICATION_MESSAGES,
  NEW_DEBITUR_FILE_MAX_BYTES,
  type CreditApplication,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Divider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useCreditApplication } from '../../../features/credit-applications/api/get-credit-application';
import { useGroupOptions } from '../../../features/credit-applications/api/get-credit-application-options';
import {
  CreditApplicationWizard,
  type NewDebiturPart,
} from '../../../features/credit-applications/components/credit-application-wizard';
import {
  debiturFormSchema,
  emptyDebiturValues,
  generalFieldsOf,
  useDebiturForm,
} from '../../../features/debiturs/components/debitur-wizard-form';
import type { FileLimit } from '../../../features/debiturs/components/document-slots';
import { GeneralInformationStep } from '../../../features/debiturs/components/general-information-step';
import {
  NO_STAGED_FILES,
  UploadDocumentStep,
  type StagedFiles,
} from '../../../features/debiturs/components/upload-document-step';
import { LoadedRecord, useRouteRecord } from '../../layout/loaded-record';

const pages = paths.creditApplication;

/**
 * Where Save and Cancel lead: the list (spec: reached after save or cancel in the wizard), or the
 * detail when the wizard was opened from it (tab=detail).
 */
const useReturnHref = (id?: string) => {
  const [params] = useSearchParams();
  return id && params.get('tab') === 'detail' ? pages.detailHref(id) : pages.getHref();
};

/** The wizard's attachments may be larger than the debitur area's own (spec section 9). */
const NEW_DEBITUR_FILE_LIMIT: FileLimit = {
  maxBytes: NEW_DEBITUR_FILE_MAX_BYTES,
  tooLargeMessage: CREDIT_APPLICATION_MESSAGES.fileTooLarge,
};

/** The debiturs module's General Information fields and document slots: the New Debitur part. */
const useNewDebiturPart = (type: DebiturType | ''): NewDebiturPart => {
  const form = useDebiturForm(emptyDebiturValues(type));
  const [staged, setStaged] = useState<StagedFiles>(NO_STAGED_FILES);
  // From the credit application options: staff who write applications may lack Master Data rights.
  const groups = useGroupOptions();
  const { t } = useTranslation();
  return {
    render: (chosen) => (
      <FormProvider {...form}>
        <Divider label={t('creditApplications.wizard.newDebitur')} labelPosition="left" />
        <GeneralInformationStep
          type={chosen}
          groups={groups.data ?? []}
          groupsFailed={groups.isError}
        />
        <Divider label={t('creditApplications.wizard.documents')} labelPosition="left" />
        <UploadDocumentStep
          type={chosen}
          staged={staged}
          onChange={setStaged}
          limit={NEW_DEBITUR_FILE_LIMIT}
        />
      </FormProvider>
    ),
    reset: (chosen) => {
      form.reset(emptyDebiturValues(chosen));
      setStaged(NO_STAGED_FILES);
    },
    validate: () => {
      const chosen = form.getValues('type');
      return chosen ? form.trigger(generalFieldsOf(chosen)) : Promise.resolve(false);
    },
    collect: async () => {
      const parsed = await debiturFormSchema.safeParseAsync(form.getValues());
      return parsed.success ? parsed.data : null;
    },
    files: () => staged.added,
  };
};

/** The wizard for a new application, or for editing `application`. */
function CreditApplicationWizardPage({ application }: { application?: CreditApplication }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnHref = useReturnHref(application?._id);
  const newDebitur = useNewDebiturPart(application?.type ?? '');
  return (
    <>
      <PageHeader
        title={t(
          application
            ? 'creditApplications.wizard.editTitle'
            : 'creditApplications.wizard.addTitle',
        )}
        subtitle={t(
          application
            ? 'creditApplications.wizard.editSubtitle'
            : 'creditApplications.wizard.addSubtitle',
        )}
      />
      <CreditApplicationWizard
        application={application}
        newDebitur={newDebitur}
        onSaved={() => {
          notifications.show({ color: 'teal', message: t('creditApplications.wizard.saved') });
          void navigate(returnHref);
        }}
        onCancel={() => void navigate(returnHref)}
      />
    </>
  );
}

export function AddCreditApplicationRoute() {
  return <CreditApplicationWizardPage />;
}

export function EditCreditApplicationRoute() {
  const { query } = useRouteRecord(useCreditApplication);

  return (
    <LoadedRecord query={query}>
      {(data) => (
        // Keyed by the version so a refetch after saving does not reuse the old form state.
        <CreditApplicationWizardPage key={`${data._id}-${data.version}`} application={data} />
      )}
    </LoadedRecord>
  );
}
