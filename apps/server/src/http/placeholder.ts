/** Shown when the web app has not been built: points at the API and the dev mailbox. */
export function placeholderPage(show: { devMail: boolean; apiDocs: boolean }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ordering and procurement</title></head>
<body style="font-family:system-ui,sans-serif;max-width:640px;margin:3rem auto;color:#1f2937">
<h1>Ordering and procurement</h1>
<p>The API is running. The web app has not been built yet: run <code>npm run build -w @app/web</code>.</p>
<ul>${show.apiDocs ? '<li><a href="/api/docs">API reference</a></li>' : ''}<li><a href="/api/health">Health</a></li>
${show.devMail ? '<li><a href="/dev/mail">Dev mailbox</a></li>' : ''}</ul></body></html>`;
}
