export type BrowserFact = { label: string; value: string };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** What the triage page tells support about this browser. */
export function collectBrowserInfo(): BrowserFact[] {
  const { navigator, screen } = window;
  return [
    { label: 'User agent', value: navigator.userAgent },
    { label: 'Language', value: navigator.languages?.join(', ') || navigator.language },
    {
      label: 'Screen',
      value: `${screen.width} × ${screen.height} (window ${window.innerWidth} × ${window.innerHeight})`,
    },
    { label: 'Cookies enabled', value: yesNo(navigator.cookieEnabled) },
    { label: 'Online', value: yesNo(navigator.onLine) },
    { label: 'Time zone', value: Intl.DateTimeFormat().resolvedOptions().timeZone || 'Unknown' },
  ];
}
