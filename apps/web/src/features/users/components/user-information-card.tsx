import type { User } from '@creditdesk/domain/users/users.schemas';
import { Group, SimpleGrid } from '@mantine/core';
import { currentPhotoId, UserAvatar } from './user-avatar';
import { UserSignInState } from './user-sign-in-lock';
import { UserStatusBadge } from './user-status-badge';
import { useTranslation } from 'react-i18next';
import { DetailField } from '../../../components/ui/detail-field';
import { SectionCard } from '../../../components/ui/section-card';

/** General Information: the latest photo, Full Name, Email, Status and whether sign-in is locked. */
export function UserInformationCard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('users.generalInformation')}>
      <Group gap="xl" align="flex-start" wrap="nowrap">
        <UserAvatar photoId={currentPhotoId(user.userPhoto)} name={user.name} size={88} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" style={{ flex: 1 }}>
          <DetailField label={t('users.fullName')} value={user.name} />
          <DetailField label={t('users.email')} value={user.email} />
          <DetailField label={t('users.status')}>
            <div>
              <UserStatusBadge isActive={user.isActive} />
            </div>
          </DetailField>
          <DetailField label={t('users.signIn')}>
            <UserSignInState user={user} />
          </DetailField>
        </SimpleGrid>
      </Group>
    </SectionCard>
  );
}
