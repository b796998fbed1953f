import type {
  CatalogueCategory,
  CatalogueType,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';

/** A record of the catalogue an action acts on: a category or a type. */
export type CatalogueTarget =
  { kind: 'category'; record: CatalogueCategory } | { kind: 'type'; record: CatalogueType };
