import type { DebiturType } from '../debiturs/debiturs.schemas';
import { isMandatoryFor } from '../document-catalogue/catalogue-rules';
import { COLLATERAL_CATEGORIES } from './document-categories-collateral';
import { CREDIT_FILE_CATEGORIES } from './document-categories-credit';
import type {
  DocumentCategoryDefinition,
  DocumentTypeDefinition,
  MetaField,
} from './document-fields';

/**
 * The shipped document tree (shared/design/document-categories.md): categories with child types,
 * each type's metadata form, its mandatory rule and the field a report follows as its due date.
 * It seeds a new install and adds, at each start, the shipped types a bank does not have yet;
 * from then on the bank owns its catalogue in the database, which the server reads.
 */ export const DOCUMENT_CATALOGUE: readonly DocumentCategoryDefinition[] = [
  ...CREDIT_FILE_CATEGORIES,
  ...COLLATERAL_CATEGORIES,
];

/** The report page each shipped type feeds (shared/design/reports.md). */
const SHIPPED_REPORTS: Readonly<Record<string, readonly string[]>> = {
  'bank-garansi': ['bank-garansi'],
  'covernote-notaris': ['covernote-notaris'],
  'covernote-developer': ['covernote-developer'],
  'covernote-dealer': ['covernote-dealer'],
  'jatuh-tempo-asuransi': ['polis-kerugian', 'polis-jiwa', 'polis-kendaraan'],
  'covernote-asuransi': ['covernote-asuransi'],
  sdk: ['sdk'],
  'master-document-jaminan': [
    'dokumen-sertifikat',
    'laporan-penilaian-agunan',
    'imb-pbg',
    'sppt-pbb',
    'ajb-ppjb',
    'perjanjian-kredit',
    'skmht',
    'apht',
    'sht',
    'akta-fidusia',
    'sertifikat-fidusia',
    'borgtocht',
    'roya',
  ],
};

/** The report a shipped type feeds, if any. */
export const shippedReportOf = (code: string) =>
  Object.entries(SHIPPED_REPORTS).find(([, codes]) => codes.includes(code))?.[0] ?? null;

/** Every shipped type by its code. */
export const DOCUMENT_TYPES_BY_CODE: ReadonlyMap<
  string,
  DocumentTypeDefinition & { category: string }
> = new Map(
  DOCUMENT_CATALOGUE.flatMap((category) =>
    category.types.map((definition) => [
      definition.code,
      { ...definition, category: category.code },
    ]),
  ),
);

/** The shipped categories a debitur sees: the common ones and its own type's set. */
export const categoriesFor = (debiturType: DebiturType) =>
  DOCUMENT_CATALOGUE.filter(
    (category) => !category.debiturType || category.debiturType === debiturType,
  );

/** The codes of the shipped mandatory set of a debitur (design: Mandatory rule). */
export const mandatoryTypeCodes = (debitur: { type: DebiturType; maritalStatus?: string | null }) =>
  categoriesFor(debitur.type).flatMap((category) =>
    category.types
      .filter((definition) => isMandatoryFor(definition.mandatory, debitur))
      .map((d) => d.code),
  );

/** The Mulai field an Akhir date is paired with ('berlakuAkhir' -> 'berlakuMulai'), if any. */
export const pairedStartField = (name: string, fields: readonly MetaField[]) => {
  if (!name.endsWith('Akhir')) return undefined;
  const start = `${name.slice(0, -'Akhir'.length)}Mulai`;
  return fields.some((candidate) => candidate.name === start && candidate.type === 'date')
    ? start
    : undefined;
};
