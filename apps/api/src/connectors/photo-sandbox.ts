import type { PhotoDirectory } from './photo-directory';

/**
 * The demo's Google photos (decision 0085): every photo is taken at once under a name of its location, so that the
 * demo shows published photos without Google.
 */
export function createSandboxPhotoDirectory(): PhotoDirectory {
  let serial = 0;
  return {
    async upload(target) {
      serial += 1;
      const location = target.externalLocationId ?? `accounts/sandbox/locations/${target.locationId}`;
      return { name: `${location}/media/sandbox-${Date.now().toString(36)}-${serial}`, googleUrl: null };
    },
    async remove() {},
  };
}
