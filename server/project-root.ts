import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder holding the project's package.json, found upwards from `from`. The server runs both
 * from its sources (server/…, under tsx) and from its bundle (dist/server/start.js, `npm start`),
 * so a path counted in `..` steps from a module's own folder would differ between the two.
 */
export function projectRootFrom(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = projectRootFrom(import.meta.dirname);
