/**
 * Finds this type's placeholders on the host page, fetches each widget (CORS, no credentials: no cookie goes
 * either way) and renders the server's fragment into a closed-off shadow root. The placeholder already has the
 * widget's height, so filling it moves nothing on the page. A widget that is gone (404) or unreachable leaves
 * the placeholder as it was: empty, or its <noscript> link for browsers without JavaScript.
 */
export function mount(type: string, enhance?: (root: ShadowRoot) => void): void {
  const script = document.currentScript as HTMLScriptElement | null;
  const origin = script ? new URL(script.src).origin : location.origin;
  const start = () => {
    for (const host of document.querySelectorAll<HTMLElement>(`[data-repute-widget][data-type="${type}"]`)) {
      if (host.shadowRoot) continue;
      const root = host.attachShadow({ mode: 'open' });
      fetch(`${origin}/public/widgets/${encodeURIComponent(host.dataset.reputeWidget ?? '')}`, {
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      })
        .then((response) => (response.ok ? response.json() : undefined))
        .then((widget?: { html: string }) => {
          if (!widget) return;
          root.innerHTML = widget.html;
          enhance?.(root);
        })
        .catch(() => undefined);
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}
