import { and, gte, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportDefinition } from '@creditdesk/domain/reports/report-definition';
import { badgeCondition, type ReportBadge } from '@creditdesk/domain/reports/report-badges';
import { creditApplicationDocuments } from '../documents/documents.table';
import { reportItems } from './reports.table';

/** The catalogue's rules as SQL over a document row and its report item. */
const documents = creditApplicationDocuments;
const newer = alias(creditApplicationDocuments, 'newer_document');

/** A metadata value as text, '' when the field is absent. */
export const metaText = (field: string) =>
  sql<string>`coalesce(${documents.metadata} ->> ${field}, '')`;

/** True when the report's rule says the item is closed (design: the 'done' rule). */
export const doneExpression = (definition: ReportDefinition): SQL<boolean> => {
  const rule = definition.done;
  if (!rule) return sql<boolean>`false`;
  if (rule.kind === 'equals') return sql<boolean>`(${metaText(rule.field)} = ${rule.value})`;
  if (rule.kind === 'filled') return sql<boolean>`(${metaText(rule.field)} <> '')`;
  return sql<boolean>`exists (select 1 from ${documents} as ${sql.identifier('newer_document')} where ${newer.applicationId} = ${documents.applicationId}
    and ${newer.typeId} = ${documents.typeId} and ${newer.createdAt} > ${documents.createdAt}
    and ${newer.removedAt} is null)`;
};

/** The claim period in days, 0 when absent (a number field holds digits, but never trust it). */
export const graceDays = (definition: ReportDefinition): SQL<number> =>
  definition.graceDaysField
    ? sql<number>`(case when ${metaText(definition.graceDaysField)} ~ '^[0-9]{1,5}$'
        then (${metaText(definition.graceDaysField)})::int else 0 end)`
    : sql<number>`0`;

/** The items of one badge on the bank's `today`, read from the report item alone. */
export const badgeFilter = (definition: ReportDefinition, badge: ReportBadge, today: string) => {
  const condition = badgeCondition(definition, badge, today);
  const from = condition.dueFrom ? gte(reportItems.dueDate, condition.dueFrom) : undefined;
  return and(
    condition.done ? reportItems.done : not(reportItems.done),
    condition.withoutDue ? or(isNull(reportItems.dueDate), from) : from,
    condition.dueTo ? lte(reportItems.dueDate, condition.dueTo) : undefined,
    condition.claim === 'within' ? gte(reportItems.claimEnd, today) : undefined,
    condition.claim === 'past' ? lt(reportItems.claimEnd, today) : undefined,
  );
};
