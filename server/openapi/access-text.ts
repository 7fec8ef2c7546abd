import type { RouteAccess } from '../auth/route-access.ts';

/** A route's declared access in words (Markdown code marks), as docs/api-access.md and the OpenAPI document state it. */
export function describeAccess(access: RouteAccess): string {
  if (typeof access === 'string') return `\`${access}\``;
  if ('admin' in access) return `\`admin\` (may ${access.admin})`;
  const rule = access.screen;
  const screen =
    typeof rule === 'string'
      ? `screen \`${rule}\``
      : 'anyOf' in rule
        ? `any screen of ${rule.anyOf.map((path) => `\`${path}\``).join(', ')}`
        : `screen by \`${rule.by}\`: ${Object.entries(rule.screens).map(([value, path]) => `${value} → \`${path}\``).join(', ')}`;
  return access.feature === undefined ? screen : `${screen}, company feature \`${access.feature}\``;
}
