/**
 * The readable reference at GET /api/docs: a page that holds no data itself. Its script fetches the
 * OpenAPI document with the session token the app keeps in localStorage (the document is for
 * administrators, or everybody in development) and lists every call by part of the API: method,
 * path, access, the body's and the answer's JSON Schema. Built with textContent only, so nothing in
 * the document can become markup.
 */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Keyword Workbench</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 70rem; padding: 1.5rem; color: #111; background: #fff; }
@media (prefers-color-scheme: dark) { body { color: #eee; background: #15171c; } a { color: #9bb8ff; } pre { background: #22252c; } }
h1 { margin-top: 0; } h2 { margin-top: 2rem; border-bottom: 1px solid #8884; }
details { margin: .4rem 0; } summary { cursor: pointer; font-family: ui-monospace, monospace; }
pre { background: #f3f4f6; padding: .75rem; overflow: auto; font-size: 13px; }
.access { margin: .25rem 0 .5rem 1rem; }
</style>
</head>
<body>
<main>
<h1>API reference</h1>
<p id="status" role="status">Loading the API description…</p>
<p>The same description as JSON: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.1).</p>
<div id="reference"></div>
</main>
<script src="/api/docs/reference.js"></script>
</body>
</html>
`;

export const REFERENCE_SCRIPT = `(async () => {
  const status = document.getElementById('status');
  const root = document.getElementById('reference');
  const el = (tag, text) => { const node = document.createElement(tag); if (text !== undefined) node.textContent = text; return node; };
  const token = localStorage.getItem('token');
  const response = await fetch('/api/docs/openapi.json', { headers: token ? { authorization: 'Bearer ' + token } : {} });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    status.textContent = 'The API description is for administrators: log in to the app as one, then open this page again. (' + (body.message || 'HTTP ' + response.status) + ')';
    return;
  }
  const doc = await response.json();
  const byTag = new Map();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0];
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push({ path, method, op });
    }
  }
  for (const tag of [...byTag.keys()].sort()) {
    root.append(el('h2', tag));
    for (const { path, method, op } of byTag.get(tag).sort((a, b) => a.path.localeCompare(b.path))) {
      const details = el('details');
      details.append(el('summary', method.toUpperCase() + ' ' + path));
      details.append(el('p', op.description));
      const body = op.requestBody && op.requestBody.content['application/json'].schema;
      if (body) { details.append(el('h3', 'Body')); details.append(el('pre', JSON.stringify(body, null, 2))); }
      const answer = op.responses['200'].content;
      details.append(el('h3', 'Answer'));
      details.append(answer ? el('pre', JSON.stringify(answer['application/json'].schema, null, 2)) : el('p', op.responses['200'].description));
      root.append(details);
    }
  }
  status.textContent = Object.keys(doc.paths).length + ' paths, version ' + doc.info.version + '.';
})();
`;
