import {
  MultiSelect,
  Select,
  type ComboboxItem,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput, type DateOnlyInputProps } from './date-input';

/** Its lists open inside the drawer: a portal would put them outside the drawer's focus trap. */
const IN_DRAWER = { withinPortal: false };

/** The choices of a drawer's list and whether they failed to load. */
export interface FilterChoices {
  data?: ComboboxItem[];
  isError: boolean;
}

export interface FilterMultiSelectProps extends MultiSelectProps {
  /** The choices failed to load: the list says so under it. */
  failed?: boolean;
}

/** A Filter drawer's list of several choices, emptied with its clear button. */
export function FilterMultiSelect({ failed, ...props }: FilterMultiSelectProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      clearable
      comboboxProps={IN_DRAWER}
      error={failed ? t('kit.loadError') : undefined}
      {...props}
    />
  );
}

/** A Filter drawer's list of one choice, emptied with its clear button. */
export function FilterSelect(props: SelectProps) {
  return <Select clearable comboboxProps={IN_DRAWER} {...props} />;
}

/** A Filter drawer's date, emptied with its clear button. */
export function FilterDateInput(props: DateOnlyInputProps) {
  return <DateOnlyInput clearable popoverProps={IN_DRAWER} {...props} />;
}
