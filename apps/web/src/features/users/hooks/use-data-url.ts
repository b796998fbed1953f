import { useEffect, useState } from 'react';

/**
 * A data URL of a blob for an <img>, or undefined while it is read or without a blob. A data URL
 * needs no revoking, so nothing leaks when the blob changes or the component unmounts.
 */
export const useDataUrl = (blob: Blob | null | undefined) => {
  const [read, setRead] = useState<{ blob: Blob; url: string }>();
  useEffect(() => {
    if (!blob) return;
    const reader = new FileReader();
    reader.onload = () => setRead({ blob, url: String(reader.result) });
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return blob && read?.blob === blob ? read.url : undefined;
};
