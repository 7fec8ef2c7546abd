import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { safeHref } from '../../../domain/content-draft-html.ts';

interface LinkFormProps {
  readonly initial: string;
  readonly hasLink: boolean;
  readonly onApply: (href: string) => void;
  readonly onRemove: () => void;
  /** Closes the form; the editor takes focus back. */
  readonly onClose: () => void;
}

/** Adds `https://` to an address typed without a scheme (`example.de/rezept`). */
export function normaliseHref(input: string): string {
  const text = input.trim();
  if (text === '' || /^[a-z][a-z0-9+.-]*:|^[#/]/iu.test(text)) return text;
  return `https://${text}`;
}

/** The link form under the toolbar: the address, Apply, Remove, Escape to leave it. */
export function LinkForm({ initial, hasLink, onApply, onRemove, onClose }: LinkFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = safeHref(normaliseHref(value));
    if (href === null) {
      setError('Give a web address (https://…), a mail address (mailto:…) or a path on this site.');
      return;
    }
    onApply(href);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  return (
    <form className="content-link-form" onSubmit={submit} onKeyDown={onKeyDown} aria-label="Link">
      <label htmlFor={`${id}-href`}>Link address</label>
      <input
        ref={input}
        id={`${id}-href`}
        type="text"
        inputMode="url"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : `${id}-error`}
      />
      <button type="submit">Apply</button>
      {hasLink && (
        <button type="button" onClick={onRemove}>
          Remove link
        </button>
      )}
      <button type="button" onClick={onClose}>
        Cancel
      </button>
      {error !== null && (
        <p id={`${id}-error`} className="content-link-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
