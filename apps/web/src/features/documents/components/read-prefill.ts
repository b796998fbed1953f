import type { MetaField } from '@creditdesk/domain/documents/document-fields';
import type { ReadNumbers } from '@creditdesk/domain/documents/document-readings';

/**
 * What reading found for the form's NIK, NPWP and NIB fields: each such field's first number of
 * its kind (labelled ones come first), shown beside the field, and the metadata with the empty
 * ones filled with it for the user to confirm. What the user or an earlier save put there stays.
 */
export const readPrefill = (
  fields: readonly MetaField[],
  metadata: Record<string, string>,
  numbers: ReadNumbers | null | undefined,
) => {
  const filled = { ...metadata };
  const read = new Map<string, string>();
  for (const field of fields) {
    // A phone number is never read from a file: only the three identity numbers are.
    const kind = field.check === 'phone' ? undefined : field.check;
    const found = kind && numbers ? numbers[kind][0] : undefined;
    if (!found) continue;
    read.set(field.name, found);
    if (!filled[field.name]) filled[field.name] = found;
  }
  return { metadata: filled, read: read as ReadonlyMap<string, string> };
};
