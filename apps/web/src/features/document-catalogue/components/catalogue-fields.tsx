import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

/** The code a category or type is named by; `locked` once it may no longer change. */
export function CodeField({ locked, ...props }: TextFieldProps & { locked: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField withAsterisk label={t('documentCatalogue.code')} readOnly={locked} {...props} />
  );
}

/** Where a category or type stands among its siblings. */
export function OrderField(props: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      withAsterisk
      inputMode="numeric"
      label={t('documentCatalogue.order')}
      description={t('documentCatalogue.orderDescription')}
      {...props}
    />
  );
}
