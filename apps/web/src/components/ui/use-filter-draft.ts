import { useState } from 'react';

/** What a list page gives its Filter drawer. */
export interface FilterDraftProps<Filters> {
  opened: boolean;
  onClose: () => void;
  /** The filters in force; the drawer edits a copy until Apply. */
  value: Filters;
  onApply: (filters: Filters) => void;
}

/**
 * A list page's Filter button and its drawer: the button shows how many filters are in force and
 * opens the drawer; `drawer` is the drawer's `opened` and `onClose`.
 */
export function useFilterDrawer(active: number) {
  const [opened, setOpened] = useState(false);
  return {
    button: { active, onOpen: () => setOpened(true) },
    drawer: { opened, onClose: () => setOpened(false) },
  };
}

/** The keys of a filter object that hold a list of chosen values. */
type ListKey<Filters> = {
  [Key in keyof Filters]: Filters[Key] extends string[] ? Key : never;
}[keyof Filters];

/**
 * The filters a drawer edits until Apply. Each opening starts from the filters in force, not from
 * an abandoned draft; `everOpened` lets the drawer load its options only once it is first opened.
 * `chosen(key)` binds a list of choices to one filter of the draft; `drawer` is what the
 * `FilterDrawer` takes, Reset going back to `empty`.
 */
export function useFilterDraft<Filters>(
  { opened, onClose, value, onApply }: FilterDraftProps<Filters>,
  empty: Filters,
) {
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
  const chosen = (key: ListKey<Filters>) => ({
    value: (draft[key] as string[] | undefined) ?? [],
    // A list offers only the filter's own values, so what it answers is of the filter's type.
    onChange: (values: string[]) => setDraft({ ...draft, [key]: values }),
  });
  const drawer = {
    opened,
    onClose,
    onReset: () => setDraft(empty),
    onApply: () => onApply(draft),
  };
  return { draft, setDraft, everOpened, chosen, drawer };
}
