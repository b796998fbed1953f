import type { ComboboxData } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Choices the server searches as the user types; the chosen ones stay among them. */
export interface SearchedChoices {
  data: ComboboxData;
  searchValue: string;
  onSearchChange: (value: string) => void;
  /** More matches than are shown: the user should type more. */
  hasMore: boolean;
  isFetching: boolean;
  isError: boolean;
}

/**
 * What a Select or MultiSelect needs to search on the server: the search text, the matches, the
 * `moreHint` under the field while only the first matches are shown, and 'Loading data...' rather
 * than 'No data available' while a search is on its way.
 */
export function useSearchedChoices(choices: SearchedChoices, moreHint: string) {
  const { t } = useTranslation();
  return {
    description: choices.hasMore ? moreHint : undefined,
    data: choices.data,
    searchValue: choices.searchValue,
    onSearchChange: choices.onSearchChange,
    loading: choices.isFetching,
    nothingFoundMessage: choices.isFetching ? t('kit.loading') : t('kit.empty'),
    searchable: true,
  };
}
