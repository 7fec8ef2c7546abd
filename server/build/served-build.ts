import fs from 'node:fs';
import path from 'node:path';
import { BUILD_INFO_FILE, buildInfoSchema, type BuildId } from '../../src/domain/client-build.ts';

/**
 * The build id of the client an instance serves (dist/client/build.json, written by `vite build`),
 * or undefined without a usable one: an instance that cannot say which build it serves tells no
 * client to reload.
 */
export function readServedBuildId(clientDir: string): BuildId | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(clientDir, BUILD_INFO_FILE), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = buildInfoSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.build_id : undefined;
  } catch {
    return undefined;
  }
}
