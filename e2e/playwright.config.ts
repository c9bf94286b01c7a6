import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's headless shell (package chromium-headless-shell: the same Chromium build without the desktop
 * browser's compositor and GPU work) when installed, else Debian's Chromium: the shell took a third less CPU
 * for the same tests, and the browser is most of what the suite waits for (decision 0096).
 */
const CHROMIUM_EXECUTABLES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const chromiumPath =
  process.env.CHROMIUM_PATH ?? CHROMIUM_EXECUTABLES.find((candidate) => existsSync(candidate)) ?? '/usr/bin/chromium';

/** Chromium from Debian, never a downloaded browser; flags keep it off this machine's closed network. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous: on a 2-core machine the server, PostgreSQL and two browsers share the CPU.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // No opening animations (the app respects reduced motion): a click on a dialog's button mid-transition was lost.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
    // DOM snapshots of every action, kept when a test fails; no screencast: its frames doubled the browser's CPU
    // per page (about 1.8 s to 4 s measured), which on two cores is what the suite waits for.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
