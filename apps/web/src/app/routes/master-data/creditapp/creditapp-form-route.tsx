import type { CreditTypeBody } from '@creditdesk/domain/credit-types/credit-types.schemas';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { useCreateCreditType } from '../../../../features/credit-types/api/create-credit-type';
import { useCreditType } from '../../../../features/credit-types/api/get-credit-type';
import { useUpdateCreditType } from '../../../../features/credit-types/api/update-credit-type';
import { CreditTypeForm } from '../../../../features/credit-types/components/credit-type-form';
import { PageError, PageLoading } from '../../../layout/page-states';

const pages = paths.masterData.creditType;
/** Credit types have no detail page: the form always returns to the list. */
const back = pages.getHref();

export function AddCreditTypeRoute() {
  const navigate = useNavigate();
  const create = useCreateCreditType();

  const submit = (values: CreditTypeBody) =>
    create.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: 'Credit type created' });
        navigate(back);
      },
    });

  return (
    <>
      <PageHeader
        title="Add New Credit Type"
        subtitle="Create a new credit type for credit administration"
      />
      <CreditTypeForm
        submitLabel="Save"
        saving={create.isPending}
        failure={create.isError ? create.error.message : null}
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}

export function EditCreditTypeRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const creditType = useCreditType(id);
  const update = useUpdateCreditType();

  if (creditType.isPending) return <PageLoading />;
  if (creditType.isError)
    return (
      <PageError message={creditType.error.message} onRetry={() => void creditType.refetch()} />
    );

  const submit = (values: CreditTypeBody) =>
    update.mutate(
      { id, body: { ...values, version: creditType.data.version } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: 'Credit type updated' });
          navigate(back);
        },
      },
    );

  return (
    <>
      <PageHeader title="Edit Credit Type" subtitle="Update your existing credit type" />
      <CreditTypeForm
        submitLabel="Save"
        defaultValues={{
          creditappName: creditType.data.creditappName,
          description: creditType.data.description ?? '',
        }}
        saving={update.isPending}
        failure={update.isError ? update.error.message : null}
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}
