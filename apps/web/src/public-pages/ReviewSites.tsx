/** @jsxImportSource preact */

type ReviewSitesProps = {
  sites: { id: number; name: string; url: string }[];
  /** Where a site's button goes: the site itself unless given (a request's page records the click first). */
  hrefOf?: (site: { id: number; url: string }) => string;
};

/** Every review site, offered to everyone whatever their score (no review gating, decision 0065). */
export function ReviewSites({ sites, hrefOf = (site) => site.url }: ReviewSitesProps) {
  return (
    <div class="stack stack--tight">
      <p class="label">Leave a review</p>
      {sites.length === 0 && <p class="dimmed">This location has no review sites yet.</p>}
      {sites.map((site) => (
        <a key={site.id} class="button button--light" href={hrefOf(site)} rel="noreferrer">
          Review us on {site.name}
        </a>
      ))}
    </div>
  );
}
