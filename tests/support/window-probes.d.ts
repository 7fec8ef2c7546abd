// What browser tests leave on `window` to read back with page.evaluate, typed once instead of cast.
interface Window {
  /** Set before a push is sent; a reload clears it (live-messages.test.ts). */
  reloadMarker?: boolean;
  /** Every progress value a progress bar showed (notifications and searchvolume tests). */
  progressSeen?: number[];
}
