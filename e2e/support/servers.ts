/**
 * The journeys, shared out between servers that run side by side, each on its own port and
 * DATA_DIR (`e2eServer`): a server runs its journeys one at a time, as they share its users and
 * data. These are the second server's, about half of the journeys' time (10.9 of 23.1 minutes in
 * a CI run at 112b099); the first server runs every other spec (a new one too), among them those
 * that read its mail outbox (E2E_DATA_DIR).
 */
export const LATER_SERVERS_SPECS: readonly (readonly string[])[] = [
  [
    'accessibility.spec.ts',
    'debiturs.spec.ts',
    'credit-application-documents.spec.ts',
    'master-data.spec.ts',
    'reports.spec.ts',
    'logbook.spec.ts',
    'sign-in.spec.ts',
    'token-refresh.spec.ts',
    'indonesian-messages.spec.ts',
    'phone.spec.ts',
  ],
];

export const E2E_SERVER_COUNT = LATER_SERVERS_SPECS.length + 1;
