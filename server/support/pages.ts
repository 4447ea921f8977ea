/**
 * The customer-service pages under /support: plain, self-contained HTML in the lobby's dark theme
 * (styles inline, no script), each naming a channel and linking to it. The app opens them in its
 * in-app frame (OutterApp), which has its own way back; opened on their own they carry a link
 * back to the lobby instead. Everything shown is escaped, though it is our own data.
 */
import { ROUTE_TABLE } from '../../src/routes/table';
import { escapeHtml } from '../lib/html';
import type { SupportChannelPage } from './channels';

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;background:#121212;color:#f2f2f2;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:480px;margin:0 auto;padding:20px 16px 32px}
.back{display:inline-block;margin-bottom:16px;color:#f5b400;text-decoration:none;font-weight:600}
.card{background:#1e1e1e;border:1px solid #2a2a2a;border-radius:14px;padding:20px}
h1{margin:0 0 4px;font-size:22px}
.handle{margin:0 0 16px;color:#f5b400;font-weight:700;font-size:18px;word-break:break-all}
p{margin:0 0 12px;color:#c8c8c8}
dl{margin:16px 0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#a0a0a0}dd{margin:0}
.open{display:block;margin-top:20px;padding:14px;border-radius:10px;color:#fff;text-align:center;font-weight:700;text-decoration:none}
.note{margin-top:16px;font-size:13px;color:#a0a0a0}
`;

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const backLink = (framed: boolean) => (framed ? '' : `<a class="back" href="${ROUTE_TABLE.home.path}">‹ Back to the lobby</a>`);

/** `framed`: the app's in-app frame shows it (its own Back is above it), so no back link here. */
export function renderSupportPage(page: SupportChannelPage, framed: boolean): string {
  return shell(
    page.name,
    `${backLink(framed)}
<section class="card" aria-labelledby="title">
<h1 id="title">${escapeHtml(page.name)}</h1>
<p class="handle">${escapeHtml(page.handle)}</p>
<p>${escapeHtml(page.purpose)}</p>
<dl><dt>Hours</dt><dd>${escapeHtml(page.hours)}</dd><dt>Language</dt><dd>English, বাংলা, 中文</dd></dl>
<a class="open" style="background:${escapeHtml(page.colour)}" href="${escapeHtml(page.link.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(page.link.label)}</a>
<p class="note">Our team never asks for your password. Live chat in the app is always the quickest way to reach us.</p>
</section>`,
  );
}

export function renderMissingSupportPage(framed: boolean): string {
  return shell('Page not found', `${backLink(framed)}<section class="card"><h1>Page not found</h1><p>This support page does not exist.</p></section>`);
}
