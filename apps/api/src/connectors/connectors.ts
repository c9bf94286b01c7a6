import { createUnconnectedDirectory, type ListingDirectory } from './listing-directory';
import { layeredNpiDirectory, type NpiDirectory } from './npi-directory';
import { createNpiRegistry, NPPES_REGISTRY_URL } from './npi-registry';
import { createSandboxNpiDirectory } from './npi-sandbox';
import { createSandboxReviewSource } from './review-sandbox';
import type { ReviewConnectors } from './review-source';
import { createSandboxDirectory } from './sandbox-directory';

/** The edges of the world the API talks to; tests and the benchmark pass their own. */
export type Connectors = { directory: ListingDirectory; npi: NpiDirectory; reviews: ReviewConnectors };

export type ConnectorSettings = { demoMode?: boolean; npiRegistryUrl?: string };

/**
 * Demo mode (the default) answers from sandboxes for the demo data: the sandbox directory holds the demo
 * locations' Google listings, demo providers' NPI numbers are answered before asking the registry, and every
 * review source is the deterministic sandbox review site.
 */
export function createConnectors({
  demoMode = true,
  npiRegistryUrl = NPPES_REGISTRY_URL,
}: ConnectorSettings = {}): Connectors {
  const registry = createNpiRegistry({ baseUrl: npiRegistryUrl });
  const sandbox = createSandboxReviewSource();
  return demoMode
    ? {
        directory: createSandboxDirectory(),
        npi: layeredNpiDirectory(createSandboxNpiDirectory(), registry),
        reviews: { forSource: () => sandbox },
      }
    : // Real review sources need the account's OAuth or API credentials, which the integrations provide.
      { directory: createUnconnectedDirectory(), npi: registry, reviews: { forSource: () => undefined } };
}
