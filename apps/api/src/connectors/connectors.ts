import { createUnconnectedDirectory, type ListingDirectory } from './listing-directory';
import { layeredNpiDirectory, type NpiDirectory } from './npi-directory';
import { createNpiRegistry, NPPES_REGISTRY_URL } from './npi-registry';
import { createSandboxNpiDirectory } from './npi-sandbox';
import { createSandboxDirectory } from './sandbox-directory';

/** The edges of the world the API talks to; tests and the benchmark pass their own. */
export type Connectors = { directory: ListingDirectory; npi: NpiDirectory };

export type ConnectorSettings = { demoMode?: boolean; npiRegistryUrl?: string };

/**
 * Demo mode (the default) answers from sandboxes for the demo data: the sandbox directory holds the demo
 * locations' Google listings, and demo providers' NPI numbers are answered before asking the registry.
 */
export function createConnectors({
  demoMode = true,
  npiRegistryUrl = NPPES_REGISTRY_URL,
}: ConnectorSettings = {}): Connectors {
  const registry = createNpiRegistry({ baseUrl: npiRegistryUrl });
  return demoMode
    ? { directory: createSandboxDirectory(), npi: layeredNpiDirectory(createSandboxNpiDirectory(), registry) }
    : { directory: createUnconnectedDirectory(), npi: registry };
}
