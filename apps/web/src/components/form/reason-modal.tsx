import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormModal, type FormModalProps } from '../ui/form-modal';
import { TextareaField } from '../ui/text-field';
import { useTexts } from '../../i18n/use-message';
import { useSchemaForm } from './use-schema-form';

/** The modal's own: `opened` (unless false), `busy` and `onClose`, as `FormModal` takes them. */
export interface ReasonModalProps extends Pick<FormModalProps, 'opened' | 'busy' | 'onClose'> {
  /**
   * Where the decision's texts stand in the catalogue, as every refusal names them:
   * `<texts>.<action>Title`, `<action>Question`, `<action>Description`, `<action>` (the button)
   * and `<texts>.reason`.
   */
  texts: string;
  action: string;
  /** The values the question names (the document type). */
  about?: Record<string, string>;
  /** The decision's schema: whatever it holds fixed (its action), and the reason's rules. */
  schema: z.ZodType<{ reason: string }, FieldValues>;
  defaultValues: FieldValues;
  /** The reason must be given: its label has the star, the schema gives the message. */
  required?: boolean;
  /** Sends `reason`; `clear` empties the form once the server took it. */
  onSubmit: (reason: string, clear: () => void) => void;
}

/** A refusal that asks why: its question, the reason, Cancel and the red submit. */
export function ReasonModal({
  texts,
  action,
  about,
  schema,
  defaultValues,
  required,
  onSubmit,
  ...modal
}: ReasonModalProps) {
  const { t } = useTexts();
  const { form, registered } = useSchemaForm(schema, defaultValues);
  const send = form.handleSubmit(({ reason }) => onSubmit(reason, () => form.reset()));
  return (
    <FormModal
      {...modal}
      title={t(`${texts}.${action}Title`)}
      onSubmit={(event) => void send(event)}
      submitLabel={t(`${texts}.${action}`)}
      submitColor="red"
      question={t(`${texts}.${action}Question`, about)}
      description={t(`${texts}.${action}Description`)}
    >
      <TextareaField
        label={t(`${texts}.reason`)}
        withAsterisk={required}
        {...registered('reason')}
      />
    </FormModal>
  );
}
