/**
 * The text of an uploaded file from its bytes. Excel's "Unicode text" and Google Keyword Planner write
 * UTF-16 with a byte order mark; Semrush and Search Console write UTF-8, sometimes with a mark.
 */

export type ImportEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * Choices: a byte order mark decides; without one, a file whose first bytes hold NUL in every second
 * place is UTF-16 (ASCII text in UTF-16 without a mark), little- or big-endian by where the NULs stand;
 * bytes that are not valid UTF-8 are read as Windows-1252, what older Excel versions save as "CSV".
 */
export function detectEncoding(bytes: Uint8Array): { encoding: ImportEncoding; bomLength: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  const sample = bytes.subarray(0, Math.min(bytes.length, 200) & ~1);
  if (sample.length >= 4) {
    let evenNul = 0;
    let oddNul = 0;
    sample.forEach((b, i) => {
      if (b === 0) {
        if (i % 2 === 0) evenNul++;
        else oddNul++;
      }
    });
    const half = sample.length / 2;
    if (oddNul >= half * 0.6 && evenNul === 0) return { encoding: 'utf-16le', bomLength: 0 };
    if (evenNul >= half * 0.6 && oddNul === 0) return { encoding: 'utf-16be', bomLength: 0 };
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', bomLength: 0 };
  } catch {
    return { encoding: 'windows-1252', bomLength: 0 };
  }
}

/** The file's text without its byte order mark, and the encoding it was read in. */
export function decodeImportBytes(bytes: Uint8Array): { text: string; encoding: ImportEncoding } {
  const { encoding, bomLength } = detectEncoding(bytes);
  const text = new TextDecoder(encoding).decode(bytes.subarray(bomLength));
  return { text: text.startsWith('\uFEFF') ? text.slice(1) : text, encoding };
}

/** Reads a browser `File` (or any Blob) with the rules above. */
export async function readImportFile(file: Blob): Promise<{ text: string; encoding: ImportEncoding }> {
  return decodeImportBytes(new Uint8Array(await file.arrayBuffer()));
}
