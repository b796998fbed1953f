import { TEXT_MAX } from '@creditdesk/domain/shared/limits';
import { useDebouncedValue } from '@mantine/hooks';

/** Shorter than a list's 1 s: a select answers each pause in typing. */
const SELECT_SEARCH_DEBOUNCE_MS = 400;

/**
 * The text a select searches the server for: sent once typing pauses, trimmed, and cut to what a
 * name can hold (a longer text matches nothing, and the server would refuse it); undefined while
 * empty.
 */
export const useSelectSearch = (typed: string) => {
  const [debounced] = useDebouncedValue(typed.trim().slice(0, TEXT_MAX), SELECT_SEARCH_DEBOUNCE_MS);
  return debounced || undefined;
};
