import type { MetaField } from '../documents/document-fields';
import type { ChoiceFilter, PageFilter, ReportDefinition } from './report-definition';

/** A document type as a report reads it from the bank's catalogue. */
export interface ReportSourceType {
  code: string;
  title: string;
  categoryCode: string;
  report: string | null;
  formMetaData: readonly Pick<MetaField, 'name' | 'options'>[];
}

export interface FilterOption {
  value: string;
  label: string;
}

/** The choices of each of a page's 'option' and 'type' filters, by the filter's key. */
export type ReportFilterOptions = Record<string, FilterOption[]>;

export const isChoiceFilter = (filter: PageFilter): filter is ChoiceFilter =>
  filter.kind === 'option' || filter.kind === 'type';

/** The catalogue as a report reads it: its categories and its types, each in order. */
export interface ReportSourceCatalogue {
  categories: readonly { code: string }[];
  types: readonly ReportSourceType[];
}

/**
 * The types a report lists (those naming it, or naming the report it narrows) in the order the
 * document card shows them: by category, then by their own order.
 */
const reportTypes = (definition: ReportDefinition, catalogue: ReportSourceCatalogue) => {
  const categoryOrder = catalogue.categories.map((category) => category.code);
  return catalogue.types
    .filter((type) => type.report === (definition.typesOf ?? definition.slug))
    .toSorted(
      (one, other) =>
        categoryOrder.indexOf(one.categoryCode) - categoryOrder.indexOf(other.categoryCode),
    );
};

const choicesOf = (filter: ChoiceFilter, types: readonly ReportSourceType[]): FilterOption[] => {
  if (filter.kind === 'type') return types.map((type) => ({ value: type.code, label: type.title }));
  const options = types.flatMap(
    (type) => type.formMetaData.find((field) => field.name === filter.field)?.options ?? [],
  );
  return [...new Set(options)].map((option) => ({ value: option, label: option }));
};

/**
 * What a page's filters offer, from the catalogue: a 'type' filter the report's types, an
 * 'option' filter every option its field has on them, in the catalogue's order.
 */
export const reportFilterOptions = (
  definition: ReportDefinition,
  catalogue: ReportSourceCatalogue,
): ReportFilterOptions => {
  const listed = reportTypes(definition, catalogue);
  return Object.fromEntries(
    definition.pageFilters
      .filter(isChoiceFilter)
      .map((filter) => [filter.key, choicesOf(filter, listed)]),
  );
};
