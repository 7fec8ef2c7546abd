// `npm start`: the bundled server (scripts/server-bundle.mjs), built first when missing or stale.
import { pathToFileURL } from 'node:url';
import { ensureServerBundle, serverBundle } from './server-bundle.mjs';

try {
  await ensureServerBundle();
} catch (error) {
  console.error(`The server could not be built: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await import(pathToFileURL(serverBundle).href);
