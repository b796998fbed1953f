import type { MetaField } from '@creditdesk/domain/documents/document-fields';
import type { ReadNumbers } from '@creditdesk/domain/documents/document-readings';

/**
 * The metadata with each empty NIK, NPWP or NIB field filled with the first number of its kind
 * that reading found (labelled ones come first), and the names of the fields so filled, for the
 * user to confirm. What the user or an earlier save put there stays.
 */
export const readPrefill = (
  fields: readonly MetaField[],
  metadata: Record<string, string>,
  numbers: ReadNumbers | null | undefined,
) => {
  const filled = { ...metadata };
  const readFields = new Set<string>();
  for (const field of fields) {
    const found = field.format && numbers ? numbers[field.format][0] : undefined;
    if (!found || filled[field.name]) continue;
    filled[field.name] = found;
    readFields.add(field.name);
  }
  return { metadata: filled, readFields: readFields as ReadonlySet<string> };
};
