import fs from "node:fs";
import { defineConfig } from "@playwright/test";

/**
 * Draftsmith's journeys in Chromium. global-setup.ts starts ../bin/draftsmith and the OAuth
 * fakes on free ports; every test signs up its own user, so tests run in parallel.
 *
 * Browser: $CHROMIUM, else the system Chromium at /usr/bin/chromium, else Playwright's own
 * (which must have been installed with `npx playwright install chromium`).
 */
const systemChromium = process.env.CHROMIUM || (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const ci = !!process.env.CI;

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  forbidOnly: ci,
  // Two cores: the server, the fakes and the browsers share them.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // In CI also an HTML report and a JSON summary (.logs/results.json, read by .ci/run).
  reporter: ci
    ? [["list"], ["html", { open: "never" }], ["json", { outputFile: ".logs/results.json" }]]
    : [["list"]],
  use: {
    browserName: "chromium",
    // Wide enough for the full desktop header (Tailwind's xl breakpoint is 1280px).
    viewport: { width: 1366, height: 900 },
    locale: "en-US",
    timezoneId: "UTC",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: systemChromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium" }],
});
