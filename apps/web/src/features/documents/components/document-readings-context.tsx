import type { DocumentReading } from '@creditdesk/domain/documents/document-readings';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDocumentReadings } from '../api/get-document-readings';

const ReadingsContext = createContext<ReadonlyMap<string, DocumentReading>>(new Map());

/**
 * The readings of the application's files, by document, for the rows and the form below it: the
 * card asks once, however many files it shows.
 */
export function DocumentReadingsProvider({
  applicationId,
  children,
}: {
  applicationId: string;
  children: ReactNode;
}) {
  const readings = useDocumentReadings(applicationId);
  const byDocument = useMemo(
    () => new Map((readings.data ?? []).map((reading) => [reading.documentId, reading])),
    [readings.data],
  );
  return <ReadingsContext.Provider value={byDocument}>{children}</ReadingsContext.Provider>;
}

/** The reading of a document's current file, if the server has one for it. */
export const useFileReading = (documentId: string | undefined) => {
  const readings = useContext(ReadingsContext);
  return documentId ? readings.get(documentId) : undefined;
};
