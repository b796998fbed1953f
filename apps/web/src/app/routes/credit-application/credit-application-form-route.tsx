import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import type { DebiturData, DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useCreditApplication } from '../../../features/credit-applications/api/get-credit-application';
import {
  CreditApplicationWizard,
  type NewDebiturPart,
} from '../../../features/credit-applications/components/credit-application-wizard';
import {
  debiturFormSchema,
  emptyDebiturValues,
  generalFieldsOf,
  type DebiturFormValues,
} from '../../../features/debiturs/components/debitur-wizard-form';
import { GeneralInformationStep } from '../../../features/debiturs/components/general-information-step';
import { useGroups } from '../../../features/groups/api/get-groups';
import { PageError, PageLoading } from '../../layout/page-states';

const pages = paths.creditApplication;

/** Cancel returns to the detail when the wizard was opened from it (tab=detail), else the list. */
const useCancelHref = (id?: string) => {
  const [params] = useSearchParams();
  return id && params.get('tab') === 'detail' ? pages.detailHref(id) : pages.getHref();
};

/** The debiturs module's General Information fields, as the wizard's New Debitur part. */
const useNewDebiturPart = (type: DebiturType | ''): NewDebiturPart => {
  const form = useForm<DebiturFormValues, unknown, DebiturData>({
    resolver: zodResolver(debiturFormSchema),
    defaultValues: emptyDebiturValues(type),
    mode: 'onTouched',
  });
  const groups = useGroups({ unpaged: true });
  const groupOptions = (groups.data?.data ?? []).map((group) => ({
    _id: group._id,
    groupName: group.groupName,
    branches: group.branches,
  }));
  return {
    render: (chosen) => (
      <FormProvider {...form}>
        <Divider label="New Debitur" labelPosition="left" />
        <GeneralInformationStep type={chosen} groups={groupOptions} groupsFailed={groups.isError} />
      </FormProvider>
    ),
    reset: (chosen) => form.reset(emptyDebiturValues(chosen)),
    validate: () => {
      const chosen = form.getValues('type');
      return chosen ? form.trigger(generalFieldsOf(chosen)) : Promise.resolve(false);
    },
    collect: async () => {
      const parsed = await debiturFormSchema.safeParseAsync(form.getValues());
      return parsed.success ? parsed.data : null;
    },
  };
};

export function AddCreditApplicationRoute() {
  const navigate = useNavigate();
  const cancelHref = useCancelHref();
  const newDebitur = useNewDebiturPart('');
  return (
    <>
      <PageHeader title="Add New Credit" subtitle="Create a new credit application" />
      <CreditApplicationWizard
        newDebitur={newDebitur}
        onSaved={(id) => {
          notifications.show({ color: 'teal', message: 'Credit application saved' });
          navigate(pages.detailHref(id));
        }}
        onCancel={() => navigate(cancelHref)}
      />
    </>
  );
}

function EditCreditApplicationPage({ application }: { application: CreditApplication }) {
  const navigate = useNavigate();
  const cancelHref = useCancelHref(application._id);
  const newDebitur = useNewDebiturPart(application.type);
  return (
    <>
      <PageHeader title="Edit Credit" subtitle="Update your credit application" />
      <CreditApplicationWizard
        application={application}
        newDebitur={newDebitur}
        onSaved={(id) => {
          notifications.show({ color: 'teal', message: 'Credit application saved' });
          navigate(pages.detailHref(id));
        }}
        onCancel={() => navigate(cancelHref)}
      />
    </>
  );
}

export function EditCreditApplicationRoute() {
  const { id = '' } = useParams();
  const application = useCreditApplication(id);

  if (application.isPending) return <PageLoading />;
  if (application.isError) return <PageError message={application.error.message} />;
  // Keyed by the version so a refetch after saving does not reuse the old form state.
  return (
    <EditCreditApplicationPage
      key={`${application.data._id}-${application.data.version}`}
      application={application.data}
    />
  );
}
