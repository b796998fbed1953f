import { useState } from 'react';

/**
 * The filters a drawer edits until Apply. Each opening starts from the filters in force, not from
 * an abandoned draft; `everOpened` lets the drawer load its options only once it is first opened.
 */
export function useFilterDraft<Filters>(value: Filters, opened: boolean) {
  const [draft, setDraft] = useState(value);
  const [wasOpened, setWasOpened] = useState(opened);
  const [everOpened, setEverOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setDraft(value);
      setEverOpened(true);
    }
  }
  return { draft, setDraft, everOpened };
}
