import { LANGUAGES, type Language } from '@creditdesk/domain/preferences/languages';
import { SegmentedControl } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { applyLanguage, currentLanguage, isLanguage } from '../../../i18n/i18n';
import { useUpdateLanguage } from '../api/update-language';

/**
 * English or Indonesian for the signed-in user: the screens switch at once and the choice is
 * saved on the server, so it follows the user to any browser; a failed save switches back.
 */
export const LanguageSwitch = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const save = useUpdateLanguage();

  const choose = (value: string) => {
    if (!isLanguage(value) || value === language) return;
    const previous = language;
    void applyLanguage(value);
    save.mutate(value, {
      onError: () => {
        void applyLanguage(previous);
        notifications.show({ color: 'red', message: t('language.saveFailed') });
      },
    });
  };

  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={language}
      onChange={choose}
      data={LANGUAGES.map((value: Language) => ({
        value,
        label: <span title={t(`language.${value}`)}>{value.toUpperCase()}</span>,
      }))}
    />
  );
};
