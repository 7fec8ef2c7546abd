import { errorText } from '../domain/error-text.ts';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isChunkLoadError } from '../routes/chunk-loading.ts';
import { StartupLoadError } from '../routes/route-guard.ts';
import { loadStartup } from '../session/session-runtime.ts';

/** What a person sees when a screen cannot load: what went wrong, and a way to try again. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const chunk = isChunkLoadError(error);
  const startup = error instanceof StartupLoadError;
  const retry = async () => {
    if (chunk) {
      window.location.reload();
      return;
    }
    if (startup) await loadStartup();
    await router.invalidate();
  };
  return (
    <main id="main" className="notice-page">
      <div className="notice-card" role="alert">
        <h1>{chunk ? 'This screen could not be loaded' : startup ? 'Your workspace could not be loaded' : 'Something went wrong'}</h1>
        <p>{errorText(error)}</p>
        {isChunkLoadError(error) && <p className="muted">{error.code === 'CSS_CHUNK_LOAD_FAILED' ? `${error.name} (CSS_CHUNK_LOAD_FAILED)` : error.name}</p>}
        <button type="button" onClick={() => void retry()}>
          Try again
        </button>
      </div>
    </main>
  );
}
