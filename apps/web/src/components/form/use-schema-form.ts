import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useRegistered } from './use-registered';

/**
 * A react-hook-form form checked by a zod schema (the domain's, or a form's `.extend()` of it):
 * `form` holds what was typed, its submit hands on the schema's output, and `registered` gives
 * a text input its props and its message in the user's language.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  return { form, registered: useRegistered(form) };
}
