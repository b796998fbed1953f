import {
  characterCount,
  TEXT_MAX,
  TEXTAREA_MAX,
  TOOLTIP_TRUNCATE_AT,
} from '@creditdesk/domain/shared/limits';

import {
  Input,
  Text,
  Textarea,
  TextInput,
  Tooltip,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useCallback, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Counts the characters of a controlled field (value given) or of an uncontrolled one, such as
 * react-hook-form's `register`, by reading the element on mount and on every change.
 */
function useCharacterCount<E extends Field>(value: unknown, defaultValue: unknown) {
  const [typedLength, setTypedLength] = useState(characterCount(String(defaultValue ?? '')));
  const measure = useCallback((element: E | null) => {
    if (element) setTypedLength(characterCount(element.value));
  }, []);
  const count = value === undefined ? typedLength : characterCount(String(value ?? ''));
  return [count, measure, setTypedLength] as const;
}

/** The counter under a field's label, e.g. '12/75'; it stays when an error shows. */
const counter = (count: number, max: number) => (
  <Text span size="xs" c={count > max ? 'red' : 'dimmed'}>
    {count}/{max}
  </Text>
);

/**
 * Holds the error's line while there is none, so a message appearing or going does not move
 * what lies below the field.
 */
const errorLine = (error: unknown) => (children: ReactNode) => (
  <>
    {children}
    {!error && (
      <Input.Error aria-hidden style={{ visibility: 'hidden' }}>
        &nbsp;
      </Input.Error>
    )}
  </>
);

type InputValue = string | number | readonly string[];

/** What a counted field takes over from its props: the count follows each change. */
interface CountedProps<E extends Field> {
  value?: InputValue;
  defaultValue?: InputValue;
  onChange?: (event: ChangeEvent<E>) => void;
  ref?: Ref<E>;
  error?: ReactNode;
  description?: ReactNode;
}

/** A field's props with its counter under the label and its error's line held. */
function useCounted<E extends Field, P extends CountedProps<E>>(
  { value, defaultValue, onChange, ref, error, description, ...props }: P,
  characterLimit: number,
) {
  const [count, measure, setTypedLength] = useCharacterCount<E>(value, defaultValue);
  const mergedRef = useMergedRef(ref, measure);
  return {
    ...props,
    ref: mergedRef,
    value,
    defaultValue,
    onChange: (event: ChangeEvent<E>) => {
      setTypedLength(characterCount(event.currentTarget.value));
      onChange?.(event);
    },
    error,
    description: description ?? counter(count, characterLimit),
    inputContainer: errorLine(error),
  };
}

/**
 * The browser's maxLength is left out on purpose: it cuts pasted text silently, where the form's
 * schema says how many characters are too many.
 */
export interface TextFieldProps extends Omit<TextInputProps, 'maxLength'> {
  ref?: Ref<HTMLInputElement>;
  /** Characters allowed; the form's schema gives the message when exceeded. */
  characterLimit?: number;
}

/** A one-line text field of at most 75 characters with a character counter. */
export function TextField({ characterLimit = TEXT_MAX, ...props }: TextFieldProps) {
  const counted = useCounted<HTMLInputElement, typeof props>(props, characterLimit);
  return <TextInput {...counted} />;
}

export interface TextareaFieldProps extends Omit<TextareaProps, 'maxLength'> {
  ref?: Ref<HTMLTextAreaElement>;
  characterLimit?: number;
}

/** A multi-line text field of at most 255 characters with a character counter. */
export function TextareaField({ characterLimit = TEXTAREA_MAX, ...props }: TextareaFieldProps) {
  const counted = useCounted<HTMLTextAreaElement, typeof props>(props, characterLimit);
  // Fixed rows rather than autosize: autosize needs document.fonts, which test DOMs lack.
  return <Textarea rows={3} resize="vertical" {...counted} />;
}

export interface TruncatedTextProps {
  text: string | null | undefined;
  max?: number;
}

/** Text cut to 75 characters with '...'; the whole text shows in a tooltip on hover or focus. */
export function TruncatedText({ text, max = TOOLTIP_TRUNCATE_AT }: TruncatedTextProps) {
  const characters = Array.from(text ?? '');
  if (characters.length <= max) return <>{text ?? ''}</>;
  return (
    <Tooltip label={text} multiline maw={400} events={{ hover: true, focus: true, touch: true }}>
      <Text span inherit tabIndex={0}>
        {`${characters.slice(0, max).join('')}...`}
      </Text>
    </Tooltip>
  );
}
