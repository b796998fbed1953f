import { REPORT_PAGES } from '@creditdesk/domain/access/access-catalogue';
import { DOCUMENT_REPORT_SLUGS } from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';

const FED: readonly string[] = DOCUMENT_REPORT_SLUGS;

/** The report pages a document type can feed, by the names the menu gives them. */
export const REPORT_CHOICES = REPORT_PAGES.filter((page) => FED.includes(page.slug)).map(
  (page) => ({ value: page.slug, label: page.name }),
);

/** A report's page name by its slug; the names are the spec's in both languages. */
export const reportName = (slug: string | null) =>
  REPORT_CHOICES.find((choice) => choice.value === slug)?.label ?? null;
