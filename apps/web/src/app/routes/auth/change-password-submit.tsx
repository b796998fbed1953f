import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { Button, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../i18n/use-message';
import { AuthPageHeader } from '../../layout/auth-layout';

export const ChangePasswordSubmitRoute = () => {
  const { t, message } = useTexts();
  return (
    <>
      <ThemeIcon size={48} radius="xl" variant="light" color="teal" mb="lg">
        <IconCircleCheck size={26} stroke={1.6} />
      </ThemeIcon>
      <AuthPageHeader
        title={t('auth.passwordChangedTitle')}
        description={message(AUTH_MESSAGES.passwordChanged)}
      />
      <Button component={Link} to={paths.signIn.getHref()} fullWidth size="md">
        {t('auth.signIn')}
      </Button>
    </>
  );
};
