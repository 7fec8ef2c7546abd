import { useCallback, useState } from 'react';

/** Copies an app path as a full link; says so in words, also when the clipboard is refused. */
export function useCopyLink(): { copied: string | null; copy: (path: string) => Promise<void> } {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = useCallback(async (path: string) => {
    const url = `${window.location.origin}${path}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(`Link copied: ${url}`);
    } catch {
      // Without clipboard permission the link is still shown, so it can be copied by hand.
      setCopied(`Copy this link: ${url}`);
    }
  }, []);
  return { copied, copy };
}
