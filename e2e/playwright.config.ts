import { defineConfig, devices } from '@playwright/test';

import { E2E_OPERATOR_KEY } from './specs/operator';

/** The built site served in production mode on a fresh embedded database for each run. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Chromium features turned off. Each browser context is a window of its own, and a window of
 * Chromium 15x loads its address bar's two suggestion pop-ups (WebUI pages) in a renderer before
 * anything else: 1.4 to 1.9 CPU-seconds per context for an address bar headless Chromium never
 * shows, more than the whole lobby then costs on this machine (measured with about:blank: a context
 * cost 2.4 CPU-seconds with them, 0.5 without). Chromium reads only the last `--disable-features`,
 * which would drop the ones Playwright turns off for its own reasons (playwright-core's
 * `chromiumSwitches`, 1.65): they are repeated first.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
  ],
};

const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1366, height: 768 },
  launchOptions: chromium,
};

const mobile = {
  viewport: { width: 390, height: 844 },
  // Layout is in CSS pixels; a second device pixel per pixel would only quadruple the painting a
  // GPU-less machine does for every frame.
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['iPhone 13'].userAgent,
  launchOptions: chromium,
};

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: true,
  // Two pages at a time: with reduced motion a page costs little while it waits on rounds,
  // matches and pushes, so two workers halve the run on two cores. Tests that change what every
  // member sees (a provider's maintenance, a red envelope for a whole currency) are tagged
  // `@exclusive` and run after all others, one device after the other (the projects below).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Room for a slow day of a shared two-core runner, where two browsers and the server can take
  // twice as long over the same page as on a quiet one: a test waits on what the page shows, so a
  // longer limit costs nothing when it passes. Speed is the benches' business, never a test's.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Visitors who ask for reduced motion get a still lobby (no rolling jackpot, marquee or
    // banner autoplay). Headless Chromium draws without a GPU, where the moving lobby costs more
    // than a core per page: two workers' pages would starve the server and each other.
    reducedMotion: 'reduce',
    // The site's service worker downloads the whole shell in the background of every first visit;
    // only the installable-app journey needs it (it allows it there).
    serviceWorkers: 'block',
    // A trace only for a test's retry: recording one for every test (a screencast of each page as
    // it draws, and a snapshot of it at each step) cost the suite a fifth of its time on two cores
    // (12.2 minutes against 9.6 without traces, the browser's compositor process alone 330
    // CPU-seconds against 165). A test that fails twice has the trace of its second try.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'desktop', grepInvert: /@exclusive/, use: desktop },
    // Tests of behaviour that does not depend on the device run once, in the desktop project.
    { name: 'mobile', grepInvert: /@any-device|@exclusive/, use: mobile },
    {
      name: 'desktop-exclusive',
      grep: /@exclusive/,
      dependencies: ['desktop', 'mobile'],
      use: desktop,
    },
    {
      name: 'mobile-exclusive',
      grep: /@exclusive/,
      grepInvert: /@any-device/,
      dependencies: ['desktop-exclusive'],
      use: mobile,
    },
  ],
  webServer: {
    // The demo site keeps its captchas on; the browser tests cannot read a picture, so the
    // operator command keeps only the invisible proof of work, at its light strength, which every
    // login, registration and SMS of the tests then solves in the browser (server tests cover the
    // pictures and the other strengths): at the standard strength a solution takes about 0.7 s
    // of a core here, a fifth of that at the light one. It also creates the operator key the
    // tests approve withdrawals with.
    command: [
      'rm -rf e2e/.run-data',
      'node apps/server/dist/cli.js seed',
      'node apps/server/dist/site.js captcha --login pow --register pow --pow-strength light',
      `node apps/server/dist/site.js operator create e2e --key ${E2E_OPERATOR_KEY}`,
      'node apps/server/dist/main.js',
    ].join(' && '),
    cwd: '..',
    url: `${BASE_URL}/version.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'e2e/.run-data',
      DATABASE_URL: '',
      // Rate limits in the server's memory, like its database: a run never meets counters an
      // earlier run left in a shared Redis (CI exports REDIS_URL for the server tests).
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Each test presents its own client address (x-forwarded-for), as separate visitors do, so
      // the per-address registration limits apply per test.
      TRUST_PROXY: 'true',
      // The sportsbook's simulated matches last about forty seconds, kicking off every few
      // minutes in each league, so a test sees one played from kick-off to settlement.
      SPORTS_MATCH_SECONDS: '40',
      // Half an hour of fixtures is all a journey looks at; announcing the turbo feed's usual five
      // hours keeps the embedded database busy for the first minute of the run.
      SPORTS_AHEAD_MINUTES: '30',
      // The agent journey settles the week it plays in: the settlement clock runs a week ahead,
      // and the operator closes the period by call rather than the five-minute timer, which would
      // otherwise close the running week at a moment of its own choosing.
      AGENT_SETTLEMENT_CLOCK_OFFSET_DAYS: '7',
      AGENT_SETTLEMENT: '0',
    },
  },
});
