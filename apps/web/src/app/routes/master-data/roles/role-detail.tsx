import { ROLE_MESSAGES, type Role } from '@creditdesk/domain/roles/roles.schemas';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { RoleAccessCard } from '../../../../features/roles/components/role-access-card';
import { RoleInformationCard } from '../../../../features/roles/components/role-information-card';
import { useTexts } from '../../../../i18n/use-message';
import { RecordDetailPage } from '../../../layout/record-detail-page';
import { useModuleDetail } from '../use-module-detail';
import { roleModule } from './role-module';

/** A built-in role is neither edited nor deleted. */
const changeable = (role: Role | undefined) => role?.builtIn === false;

export function RoleDetailRoute() {
  const { message } = useTexts();
  const { detailPage } = useModuleDetail({
    ...roleModule,
    updatable: changeable,
    deletable: changeable,
  });

  return (
    <RecordDetailPage {...detailPage} subtitle={(data) => data.name}>
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
