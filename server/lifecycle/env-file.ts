import fs from 'node:fs';
import path from 'node:path';

/**
 * Loads `.env` from the working folder into process.env, before the configuration is read
 * (server/config.ts). Node's own loader (no package) leaves a variable that is already set alone,
 * so an explicit environment variable, even an empty one, wins over the file. Returns the file
 * read, or null when there is none: the file is optional, the defaults run without it.
 */
export function loadEnvFile(file: string = path.resolve('.env')): string | null {
  if (!fs.existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}
