import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailField } from '../../components/ui/detail-field';
import { PageHeader } from '../../components/ui/page-header';
import { SectionCard } from '../../components/ui/section-card';
import { LanguageSwitch } from '../../features/auth/components/language-switch';
import { MailNoticesCard } from '../../features/auth/components/mail-notices-card';
import { useCurrentUser } from '../../lib/permissions';

/** The signed-in user's own page: who he is, his language and the mails he gets. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <>
      <PageHeader title={t('app.profile.title')} subtitle={t('app.profile.subtitle')} />
      <Stack gap="lg" maw={720}>
        <SectionCard title={t('app.profile.account')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <DetailField label={t('app.profile.name')} value={user.name} />
            <DetailField label={t('app.profile.email')} value={user.email} />
            <DetailField label={t('app.profile.role')} value={user.role?.name ?? null} />
          </SimpleGrid>
        </SectionCard>
        <SectionCard title={t('language.label')}>
          <div>
            <LanguageSwitch />
          </div>
        </SectionCard>
        <MailNoticesCard />
      </Stack>
    </>
  );
}
