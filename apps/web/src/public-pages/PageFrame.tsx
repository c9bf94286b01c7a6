/** @jsxImportSource preact */
import type { PublicFace } from '@repute/domain/public-brand';
import type { ComponentChildren, CSSProperties } from 'preact';
import { useEffect } from 'preact/hooks';

type PageFrameProps = {
  /** Whom the page speaks as; undefined while the page loads: neither look is shown until the account's is known. */
  face: PublicFace | undefined;
  /** The tab's title: the business's, never the product's on a white-label page. */
  title: string;
  /** The kiosk's card is wider, for a tablet. */
  wide?: boolean;
  children: ComponentChildren;
};

/**
 * The frame of a public page: the business's mark at its top (decision 0117), its white-label logo and colours when it
 * has them, with nothing of Repute (decision 0093), else its name; other accounts' pages end with a small "Powered by
 * Repute".
 */
export function PageFrame({ face, title, wide = false, children }: PageFrameProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  const brand = face?.brand;
  const accent: CSSProperties | undefined = brand ? { '--accent': brand.accent_color } : undefined;
  return (
    <div class="page" style={accent}>
      {face && (
        <header
          class={brand ? 'brand-bar' : 'brand-bar brand-bar--plain'}
          style={brand ? { background: brand.background_color, color: brand.text_color } : undefined}
        >
          {brand?.logo_url ? (
            <img class="brand-logo" src={brand.logo_url} alt={face.business_name} />
          ) : (
            <span class="brand-name">{face.business_name}</span>
          )}
        </header>
      )}
      <main class="center">
        <div class={wide ? 'card card--wide' : 'card'}>{children}</div>
      </main>
      {face && !brand && <footer class="powered">Powered by Repute</footer>}
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
