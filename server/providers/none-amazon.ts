/**
 * Amazon volume when a real keyword provider is configured: no documented Amazon endpoint is wired
 * yet, and made-up sample numbers beside real Google numbers would mislead, so every volume is null.
 */
import { throwIfAborted } from './errors.ts';
import type { AmazonVolumePort } from './ports.ts';

export const noAmazonVolume: AmazonVolumePort = {
  async amazonVolume({ keywords, signal }) {
    throwIfAborted(signal, keywords);
    return keywords.map((keyword) => ({ keyword, volume: null }));
  },
};
