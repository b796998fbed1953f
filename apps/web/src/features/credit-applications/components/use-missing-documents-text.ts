import { useTranslation } from 'react-i18next';

/**
 * The line that says why Submit waits, naming the mandatory documents still missing (by the
 * catalogue's names, which are the same in both languages).
 */
export const useMissingDocumentsText = () => {
  const { t } = useTranslation();
  return (missing: readonly { title: string }[]) =>
    t('creditApplications.actions.missingDocuments', {
      titles: missing.map((item) => item.title).join(', '),
    });
};
