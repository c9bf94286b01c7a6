/** @jsxImportSource preact */
import type { PublicBrand } from '@repute/domain/public-brand';
import type { ComponentChildren, CSSProperties } from 'preact';
import { useEffect } from 'preact/hooks';

type PageFrameProps = {
  /** undefined while the page loads: neither look is shown until the account's is known. */
  brand: PublicBrand | undefined;
  /** The tab's title: the business's name, never the product's on a white-label page. */
  title: string;
  /** The kiosk's card is wider, for a tablet. */
  wide?: boolean;
  children: ComponentChildren;
};

/**
 * The frame of a public page (decision 0093): a white-label account's pages carry its partner's logo and colours and
 * say nothing of Repute; other accounts' pages end with a small "Powered by Repute".
 */
export function PageFrame({ brand, title, wide = false, children }: PageFrameProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  const accent: CSSProperties | undefined = brand ? { '--accent': brand.accent_color } : undefined;
  return (
    <div class="page" style={accent}>
      {brand && (
        <header class="brand-bar" style={{ background: brand.background_color, color: brand.text_color }}>
          {brand.logo_url && <img class="brand-logo" src={brand.logo_url} alt="" />}
        </header>
      )}
      <main class="center">
        <div class={wide ? 'card card--wide' : 'card'}>{children}</div>
      </main>
      {brand === null && <footer class="powered">Powered by Repute</footer>}
    </div>
  );
}

/** Shown while the page's call is under way. */
export const Loader = () => <span class="loader" role="status" aria-label="Loading" />;

/** A failure, read out as it appears. */
export const ErrorAlert = ({ children }: { children: ComponentChildren }) => (
  <div class="alert" role="alert">
    {children}
  </div>
);
