import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { FACILITY_MESSAGES } from '@creditdesk/domain/facilities/facilities.schemas';
import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteConfirmation } from '../../../../components/ui/delete-confirmation';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { useDeleteFacility } from '../../../../features/facilities/api/delete-facility';
import { useFacility } from '../../../../features/facilities/api/get-facility';
import { FacilityInformationCard } from '../../../../features/facilities/components/facility-information-card';
import { useCan } from '../../../../lib/permissions';
import { PageError, PageLoading } from '../../../layout/page-states';

const pages = paths.masterData.facilities;

export function FacilityDetailRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const facility = useFacility(id);
  const deleteFacility = useDeleteFacility();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const canUpdate = useCan(SUB_MENUS.facility, 'Update');
  const canDelete = useCan(SUB_MENUS.facility, 'Delete');

  if (facility.isPending) return <PageLoading />;
  if (facility.isError)
    return <PageError message={facility.error.message} onRetry={() => void facility.refetch()} />;

  return (
    <>
      <PageHeader
        title="Detail Facility"
        subtitle={facility.data.facilityName}
        actions={
          <>
            {canUpdate && (
              <Button
                component={Link}
                to={pages.editHref(id, 'detail')}
                variant="default"
                leftSection={<IconPencil size={16} />}
              >
                Edit
              </Button>
            )}
            {canDelete && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirmingDelete(true)}
              >
                Delete Facility
              </Button>
            )}
          </>
        }
      />
      <FacilityInformationCard facility={facility.data} />
      <DeleteConfirmation
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={FACILITY_MESSAGES.deleteTitle}
        message={FACILITY_MESSAGES.deleteQuestion}
        description={FACILITY_MESSAGES.deleteWarning}
        onConfirm={() => deleteFacility.mutateAsync(id)}
        onDeleted={() => navigate(pages.getHref())}
      />
    </>
  );
}
