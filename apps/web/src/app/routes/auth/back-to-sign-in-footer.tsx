import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthPageFooter } from '../../layout/auth-layout';

/** A signed-out page's footer: the way back to the sign-in page, after a sentence when given. */
export function BackToSignInFooter({ lead }: { lead?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AuthPageFooter>
      {lead && <>{lead} </>}
      <Anchor component={Link} to={paths.signIn.getHref()} inherit fw={500}>
        {t('auth.backToSignIn')}
      </Anchor>
    </AuthPageFooter>
  );
}
