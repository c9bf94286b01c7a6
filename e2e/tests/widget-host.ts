import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Counts layout shifts from the very start of the page (before any widget renders): what CLS is made of.
 * Shifts right after user input do not count toward CLS, as in the metric.
 */
const CLS_OBSERVER = `<script>window.__cls=0;new PerformanceObserver(function(list){list.getEntries().forEach(function(e){if(!e.hadRecentInput)window.__cls+=e.value})}).observe({type:'layout-shift',buffered:true});</script>`;

/** Rules a careless or hostile site might have: the widget must look and measure the same under them. */
export const HOSTILE_CSS =
  '* { all: unset; } html, body, div, p { font-size: 64px !important; line-height: 3 !important; }';

/** A plain page of another origin with the pasted embed codes, served by a tiny HTTP server on a free port. */
export async function startHostPage(
  embedCodes: string[],
  css = '',
): Promise<{ url: string; close: () => Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host page</title>${CLS_OBSERVER}<style>${css}</style></head>
<body><main><h1>Our dental practice</h1><p>Text above the widgets.</p>
${embedCodes.map((code) => `<section>${code}</section>`).join('\n')}
<p id="below">Text below the widgets.</p></main></body></html>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
