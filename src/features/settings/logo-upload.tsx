import { useState, type ChangeEvent } from 'react';
import { MAX_LOGO_BYTES } from '../../domain/contracts/company-settings.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { useUploadLogo } from './api/company-settings.ts';

/** The bytes of a file as base64, in chunks: a spread of 64 KB into String.fromCharCode overflows the stack in some browsers. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** Logo upload: PNG or SVG up to 64 KB; an SVG comes back sanitised, and what was taken out is named. */
export function LogoUpload({ companyId, logo }: { companyId: number; logo: string | null }) {
  const upload = useUploadLogo();
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setNote(null);
    setProblem(null);
    if (!file) return;
    const format = file.type === 'image/png' ? 'png' : file.type === 'image/svg+xml' ? 'svg' : null;
    if (format === null) return setProblem('Choose a PNG or SVG file.');
    if (file.size > MAX_LOGO_BYTES) return setProblem(`The file has ${formatNumber(file.size)} bytes; a logo may have at most ${formatNumber(MAX_LOGO_BYTES)}.`);
    upload.mutate(
      { company_id: companyId, logo: { format, base64: await base64Of(file) } },
      {
        onSuccess: ({ removed }) => setNote(removed.length > 0 ? `Logo saved. Taken out for safety: ${removed.join(', ')}.` : 'Logo saved.'),
        onError: (error) => setProblem(error.message),
      },
    );
  }

  return (
    <fieldset className="settings-logo">
      <legend>Logo</legend>
      {logo ? <img src={logo} alt="The company logo now" height={40} /> : <p className="muted">No logo of your own: the top bar shows the product mark. Upload a PNG or SVG.</p>}
      <label htmlFor="logo-file">PNG or SVG, at most 64 KB</label>
      <input id="logo-file" type="file" accept="image/png,image/svg+xml" disabled={upload.isPending} onChange={(event) => void choose(event)} />
      {logo && (
        <button type="button" className="secondary" onClick={() => upload.mutate({ company_id: companyId, logo: null }, { onSuccess: () => setNote('Logo removed.') })}>
          Remove the logo
        </button>
      )}
      {note && <p role="status">{note}</p>}
      {problem && <p role="alert" className="form-message">{problem}</p>}
    </fieldset>
  );
}
