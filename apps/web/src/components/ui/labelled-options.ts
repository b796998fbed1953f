import { useTranslation } from 'react-i18next';

/**
 * The choices of a fixed list of values (statuses, types), each labelled by its text in the
 * catalogue under `prefix`, e.g. `labelled('users.statuses', USER_STATUSES)`.
 */
export function useLabelledOptions() {
  const { t } = useTranslation();
  return <Value extends string>(prefix: string, values: readonly Value[]) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
}
