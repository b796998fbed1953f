import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, type Mock } from 'vitest';
import { okResponse, stubFetch, type FetchAnswer } from './api-answers';

/** The filters' lists of a report page: one group with its branch, no credit types or facilities. */
export const REPORT_FILTER_OPTIONS = {
  groups: [
    { _id: 'g-1', groupName: 'Jawa Barat', branches: [{ _id: 'b-1', branchName: 'Bandung' }] },
  ],
  creditTypes: [],
  facilities: [],
};

/** The server's CSV download, named `filename`. */
const csvFile = (filename: string) =>
  new Response('No', {
    status: 200,
    headers: {
      'Content-Type': 'text/csv',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });

export interface ReportServer {
  /** The report's address, as `/report/dokumen-tbo`. */
  path: string;
  /** Its one row, answered to every list request. */
  row: unknown;
  /** The name of its CSV export. */
  filename: string;
  /** The page's other lists (a searched debitur), answered before the report's own. */
  also?: (url: string) => Response | undefined;
}

/**
 * Stands in the server of a report page for every test of the file: the filters' options, the
 * export and the rows. Answers the addresses the page asked of the report, decoded, in order.
 */
export const stubReportServer = ({ path, row, filename, also }: ReportServer) => {
  const answer: FetchAnswer = (url) =>
    also?.(url) ??
    (url.includes('/credit-application/options')
      ? okResponse(REPORT_FILTER_OPTIONS)
      : url.includes('/export')
        ? csvFile(filename)
        : okResponse({ data: [row], total: 1 }));
  const fetchMock = stubFetch(answer);
  return () =>
    fetchMock.mock.calls
      .map(([url]) => decodeURIComponent(String(url).replaceAll('+', ' ')))
      .filter((url) => url.includes(path));
};

/** Once the page's first request went: opens its Filter drawer, answering the dialog. */
const openFilterDrawer = async (user: UserEvent, requests: () => string[]) => {
  await waitFor(() => expect(requests()).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: /filter/i }));
  return screen.findByRole('dialog');
};

/** A choice of the Filter drawer: the list's label, the option, and what to type first to search. */
export interface DrawerChoice {
  label: string;
  option: string;
  typed?: string;
}

/**
 * Opens the Filter drawer, makes each choice, applies them and answers the address the page then
 * asked of the report.
 */
export const filterInDrawer = async (
  user: UserEvent,
  requests: () => string[],
  choices: DrawerChoice[],
) => {
  const drawer = await openFilterDrawer(user, requests);
  for (const { label, option, typed } of choices) {
    const field = within(drawer).getByRole('combobox', { name: label });
    await user.click(field);
    if (typed) await user.type(field, typed);
    await user.click(await screen.findByRole('option', { name: option }));
  }
  await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(requests()).toHaveLength(2));
  return requests()[1];
};

/** Exports the page as CSV and waits for `saveFile` (the test's mock) to take the file; answers the export's address. */
export const exportCsv = async (user: UserEvent, requests: () => string[], saveFile: Mock) => {
  await user.click(await screen.findByRole('button', { name: /export/i }));
  await user.click(await screen.findByRole('menuitem', { name: /csv/i }));
  await waitFor(() => expect(saveFile).toHaveBeenCalled());
  return requests().find((url) => url.includes('/export'));
};
