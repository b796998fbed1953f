import {
  FACILITY_MESSAGES,
  type FacilityBody,
} from '@creditdesk/domain/facilities/facilities.schemas';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { useCreateFacility } from '../../../../features/facilities/api/create-facility';
import { useFacility } from '../../../../features/facilities/api/get-facility';
import { useUpdateFacility } from '../../../../features/facilities/api/update-facility';
import { FacilityForm } from '../../../../features/facilities/components/facility-form';
import { PageError, PageLoading } from '../../../layout/page-states';

const pages = paths.masterData.facilities;

/** Where the form returns: the detail when opened from it (tab=detail), else the list. */
const useReturnHref = (id?: string) => {
  const [params] = useSearchParams();
  return id && params.get('tab') === 'detail'
    ? pages.detailHref(id, pages.listTab)
    : pages.getHref();
};

export function AddFacilityRoute() {
  const navigate = useNavigate();
  const create = useCreateFacility();
  const back = useReturnHref();

  const submit = (values: FacilityBody) =>
    create.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: 'Facility created' });
        navigate(back);
      },
    });

  return (
    <>
      <PageHeader
        title="Add New Facility"
        subtitle="Create a new facility for credit administration"
      />
      <FacilityForm
        submitLabel="Save"
        saving={create.isPending}
        failure={create.isError ? create.error.message || FACILITY_MESSAGES.createFailed : null}
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}

export function EditFacilityRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const facility = useFacility(id);
  const update = useUpdateFacility();
  const back = useReturnHref(id);

  if (facility.isPending) return <PageLoading />;
  if (facility.isError)
    return <PageError message={facility.error.message} onRetry={() => void facility.refetch()} />;

  const submit = (values: FacilityBody) =>
    update.mutate(
      { id, body: { ...values, version: facility.data.version } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: 'Facility updated' });
          navigate(back);
        },
      },
    );

  return (
    <>
      <PageHeader title="Edit Facility" subtitle="Update your existing facility" />
      <FacilityForm
        submitLabel="Save"
        defaultValues={{
          facilityName: facility.data.facilityName,
          description: facility.data.description ?? '',
        }}
        saving={update.isPending}
        failure={update.isError ? update.error.message || FACILITY_MESSAGES.createFailed : null}
        onSubmit={submit}
        onCancel={() => navigate(back)}
      />
    </>
  );
}
