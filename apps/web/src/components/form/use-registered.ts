import { useTranslation } from 'react-i18next';
import {
  get,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
  type FormState,
} from 'react-hook-form';
import { useMessage } from '../../i18n/use-message';

/**
 * A text input's props for a react-hook-form field: its `register` props and its message in the
 * user's language, e.g. `<TextField label={…} {...registered('branchName')} />`.
 */
export function useRegistered<T extends FieldValues>(form: {
  register: UseFormRegister<T>;
  formState: FormState<T>;
}) {
  const message = useMessage();
  return (name: FieldPath<T>) => ({
    ...form.register(name),
    error: message((get(form.formState.errors, name) as { message?: string } | undefined)?.message),
  });
}

/**
 * A field's label and placeholder from the catalogue: `<prefix>.<key>` and
 * `<prefix>.<key>Placeholder`, as every form's texts are named.
 */
export function useFieldTexts(prefix: string) {
  const { t } = useTranslation();
  return (key: string) => ({
    label: t(`${prefix}.${key}`),
    placeholder: t(`${prefix}.${key}Placeholder`),
  });
}
