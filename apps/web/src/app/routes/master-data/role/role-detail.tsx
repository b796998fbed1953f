import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { ROLE_MESSAGES } from '@creditdesk/domain/roles/roles.schemas';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDeleteTexts } from '../../../../components/kit/use-delete-texts';
import { paths } from '../../../../config/paths';
import { rolesApi } from '../../../../features/roles/api/roles-api';
import { RoleAccessCard } from '../../../../features/roles/components/role-access-card';
import { RoleInformationCard } from '../../../../features/roles/components/role-information-card';
import { useMessage } from '../../../../i18n/use-message';
import { useCan } from '../../../../lib/permissions';
import { RecordDetailPage } from '../../../layout/record-detail-page';

const pages = paths.masterData.role;

export function RoleDetailRoute() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const role = rolesApi.useDetail(id);
  const deleteRole = rolesApi.useDelete();
  const deleteTexts = useDeleteTexts(ROLE_MESSAGES);
  // A built-in role is neither edited nor deleted.
  const changeable = role.data?.builtIn === false;
  const canUpdate = useCan(SUB_MENUS.role, 'Update') && changeable;
  const canDelete = useCan(SUB_MENUS.role, 'Delete') && changeable;

  return (
    <RecordDetailPage
      query={role}
      title={t('roles.detailTitle')}
      subtitle={(data) => data.name}
      editHref={canUpdate ? pages.editHref(id, 'detail') : undefined}
      deleteLabel={t('roles.delete')}
      canDelete={canDelete}
      deleteTexts={deleteTexts}
      onDelete={() => deleteRole.mutateAsync(id)}
      onDeleted={() => void navigate(pages.getHref())}
    >
      {(data) => (
        <>
          {data.builtIn && (
            <Alert variant="light" icon={<IconLock size={18} />}>
              {message(ROLE_MESSAGES.builtInNotice)}
            </Alert>
          )}
          <RoleInformationCard role={data} />
          <RoleAccessCard access={data.access} />
        </>
      )}
    </RecordDetailPage>
  );
}
