import { useTranslation } from 'react-i18next';

/**
 * A name or value of the report catalogue in the user's language: its few English words are in
 * `reports.terms`; everything else (the design's Indonesian names, the data) shows as given.
 */
export const useReportTerm = () => {
  const { t, i18n } = useTranslation();
  return (text: string) => {
    const key = `reports.terms.${text}`;
    // Only plain words are looked up: a dot or colon in data would read as a key path.
    return !/[.:]/.test(text) && i18n.exists(key) ? t(key) : text;
  };
};
