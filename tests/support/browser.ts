import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core: `npx playwright install` cannot work here. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * Features Chromium runs without. Debian's Chromium 156.0.8078.108 renders its address bar's popups
 * (chrome://omnibox-popup.top-chrome/ and its AI mode page) in a renderer of their own that kept a
 * whole core busy for as long as the browser ran, on a headless browser that never shows them: half
 * of CI's two cores, and the browser journeys took 960 s instead of about 500 s (decision 0068).
 *
 * Chromium reads only the last `--disable-features`, so this one must also carry the features
 * playwright-core disables by default (its `disabledFeatures`: route interception, storage
 * partitioning, paint holding and the start-up requests to Google rely on them);
 * tests/e2e/chromium-args.test.ts checks the list against the installed playwright-core's.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
] as const;
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}
