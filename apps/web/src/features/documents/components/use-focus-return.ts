import { useEffect, useRef, useState } from 'react';

interface Opener {
  element: HTMLElement | null;
  /** The document type whose row the control sat in, for when a refresh replaced the row. */
  typeId?: string;
}

/** The first control of a document type's row, the nearest place to the replaced opener. */
const rowControl = (typeId: string | undefined) =>
  typeId
    ? document.querySelector<HTMLElement>(`[data-document-type="${CSS.escape(typeId)}"] button`)
    : null;

/**
 * Gives focus back to the control that opened a dialog of the document card: after Cancel or
 * Escape at once, after a save once the card's data (`refreshedAt`) is refreshed, since an upload
 * replaces the row its Upload button sat in. Without it focus fell to the top of the page, about
 * 13 Tab presses from the next document.
 */
export const useFocusReturn = (refreshedAt: number) => {
  const opener = useRef<Opener | null>(null);
  /** Waiting to give focus back: at once (null), or once the data is newer than `after`. */
  const pending = useRef<{ after: number | null } | null>(null);
  // A render after the dialog closed, so the effect below looks again.
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || (waiting.after !== null && refreshedAt <= waiting.after)) return;
    const { element, typeId } = opener.current ?? { element: null };
    (element?.isConnected ? element : rowControl(typeId))?.focus();
    pending.current = null;
  }, [asked, refreshedAt]);

  const ask = (after: number | null) => {
    pending.current = { after };
    setAsked((count) => count + 1);
  };
  return {
    remember: (typeId?: string) => {
      const active = document.activeElement;
      opener.current = { element: active instanceof HTMLElement ? active : null, typeId };
    },
    restore: () => ask(null),
    restoreAfterRefresh: () => ask(refreshedAt),
  };
};
