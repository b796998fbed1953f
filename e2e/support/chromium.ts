/**
 * The Chromium the journeys and the first-load benchmark drive: Debian's (`apt-get install
 * chromium`; Playwright's own download cannot reach its servers here), headless, quiet.
 */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
