import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '../ui/data-table';
import { TruncatedText } from '../ui/text-field';

export interface NameColumn<Row> {
  key: string;
  header: string;
  nameOf: (row: Row) => string;
  /** The record's detail page; without it the name is plain text (a module with no detail). */
  detailHref?: (id: string) => string;
  width?: number;
}

/** A master-data list's name column: the name, cut to its width, linking to the record's page. */
export const nameColumn = <Row extends { _id: string }>({
  nameOf,
  detailHref,
  ...column
}: NameColumn<Row>): DataTableColumn<Row> => ({
  ...column,
  render: (row) =>
    detailHref ? (
      <Anchor component={Link} to={detailHref(row._id)} fw={500} size="sm">
        <TruncatedText text={nameOf(row)} />
      </Anchor>
    ) : (
      <TruncatedText text={nameOf(row)} />
    ),
});

/** A column of free text (a description, a list of names): cut to its width, '-' when empty. */
export const textColumn = <Row,>(
  key: string,
  header: string,
  textOf: (row: Row) => string | null | undefined,
): DataTableColumn<Row> => ({
  key,
  header,
  render: (row) => <TruncatedText text={textOf(row) || '-'} />,
});
