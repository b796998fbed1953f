import { PASSWORD_CHECKLIST } from '@creditdesk/domain/auth/password-rules';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The live checklist under the new password: each rule turns green once it is met. */
export const PasswordChecklist = ({ value }: { value: string }) => {
  const { t } = useTranslation();
  return (
    <List spacing={6} size="sm" center aria-label={t('auth.passwordRequirements')}>
      {PASSWORD_CHECKLIST.map((rule) => {
        const met = rule.test(value);
        return (
          <List.Item
            key={rule.label}
            data-met={met}
            icon={
              <ThemeIcon color={met ? 'teal' : 'gray'} variant="light" size={18} radius="xl">
                {met ? <IconCheck size={12} stroke={3} /> : <IconX size={12} stroke={3} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={met ? 'teal.8' : 'dimmed'} span>
              {t(`auth.checklist.${rule.key}`)}
            </Text>
            <VisuallyHidden>{met ? t('auth.ruleMet') : t('auth.ruleNotMet')}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
};
