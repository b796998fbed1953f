import type {
  DebiturKinds,
  MandatoryRule,
} from '@creditdesk/domain/document-catalogue/catalogue-rules';
import type { MetaField } from '@creditdesk/domain/documents/document-fields';

/** A category as a catalogue version holds it. */
export interface SnapshotCategory {
  code: string;
  title: string;
  position: number;
  debiturKinds: DebiturKinds;
  retired: boolean;
}

/** A type as a catalogue version holds it: its id, which files reference, and its whole form. */
export interface SnapshotType {
  id: string;
  code: string;
  title: string;
  categoryCode: string;
  position: number;
  mandatory: MandatoryRule;
  report: string | null;
  dueField: string | null;
  formMetaData: MetaField[];
  retired: boolean;
}

/**
 * One version of the bank's catalogue: its categories and types in order. A draft reads the
 * newest; an application submitted for review keeps the one it was submitted with.
 */
export interface CatalogueSnapshot {
  categories: SnapshotCategory[];
  types: SnapshotType[];
}
