import { SEARCH_DEBOUNCE_MS } from '@creditdesk/domain/shared/limits';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

export interface SearchInputProps {
  placeholder: string;
  /**
   * Called with the trimmed text once typing has paused for SEARCH_DEBOUNCE_MS, on Enter, or when
   * the box is left.
   */
  onSearch: (search: string) => void;
  defaultValue?: string;
  /** Accessible name; defaults to the placeholder. */
  label?: string;
}

/** The search box of every list, debounced so a query runs once per pause in typing. */
export function SearchInput({ placeholder, onSearch, defaultValue = '', label }: SearchInputProps) {
  const [text, setText] = useState(defaultValue);
  const search = useDebouncedCallback((value: string) => onSearch(value.trim()), {
    delay: SEARCH_DEBOUNCE_MS,
  });

  return (
    <TextInput
      type="search"
      aria-label={label ?? placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search.flush();
      }}
      // Leaving the box applies what was typed at once: a search still waiting for its pause
      // would otherwise land after the user has followed a link, and take them back to the list.
      onBlur={() => search.flush()}
      maw={320}
      w="100%"
    />
  );
}
