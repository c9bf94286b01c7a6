import { type FakeAnswer, type FakeControls, type FakeRequest, startFakeServer } from './fake-http';

/** A photo Google holds: its media item and the bytes it was sent. */
export type GoogleMediaRecord = { name: string; category: string; bytes: number; googleUrl: string };

export type FakeGoogleMedia = FakeControls & {
  /** Media items by location (`accounts/1/locations/2`); a location missing here answers 404. */
  media: Map<string, GoogleMediaRecord[]>;
  /** Refuse the next media.create as Google refuses a photo it does not accept (400 INVALID_ARGUMENT). */
  refuseNextPhoto: boolean;
};

const googleError = (code: number, status: string, message: string): FakeAnswer => ({
  status: code,
  body: { error: { code, message, status } },
});
const notFound = googleError(404, 'NOT_FOUND', 'Requested entity was not found.');

/**
 * Google Business Profile API v4 media on 127.0.0.1: media:startUpload hands out a data reference, the upload
 * endpoint takes the bytes for it (upload_type=media), media.create makes the item from a reference that holds
 * bytes (PHOTO with a location category), media.delete removes it; Google's error bodies as it words them.
 */
export async function startFakeGoogleMedia(token = 'google-token'): Promise<FakeGoogleMedia> {
  const media = new Map<string, GoogleMediaRecord[]>();
  /** Uploaded bytes by data reference. */
  const uploads = new Map<string, number>();
  let serial = 0;

  function create(location: string, request: FakeRequest): FakeAnswer {
    const { mediaFormat, locationAssociation, dataRef } = request.body as {
      mediaFormat?: string;
      locationAssociation?: { category?: string };
      dataRef?: { resourceName?: string };
    };
    const bytes = uploads.get(dataRef?.resourceName ?? '');
    if (mediaFormat !== 'PHOTO' || !locationAssociation?.category || bytes === undefined) {
      return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
    }
    if (fake.refuseNextPhoto) {
      fake.refuseNextPhoto = false;
      return googleError(400, 'INVALID_ARGUMENT', 'The photo does not meet the requirements.');
    }
    serial += 1;
    const record = {
      name: `${location}/media/AF1Qip${serial}`,
      category: locationAssociation.category,
      bytes,
      googleUrl: `https://lh3.googleusercontent.com/p/AF1Qip${serial}`,
    };
    media.get(location)?.push(record);
    return { status: 200, body: { ...record, mediaFormat, locationAssociation } };
  }

  function route(request: FakeRequest): FakeAnswer {
    const path = decodeURIComponent(request.url.pathname);
    const start = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+)\/media:startUpload$/.exec(path);
    if (start?.[1] && request.method === 'POST') {
      if (!media.has(start[1])) return notFound;
      serial += 1;
      const resourceName = `${start[1].replaceAll('/', '_')}-upload-${serial}`;
      uploads.set(resourceName, 0);
      return { status: 200, body: { resourceName } };
    }
    const upload = /^\/upload\/v1\/media\/([^/]+)$/.exec(path);
    if (upload?.[1] && request.method === 'POST') {
      if (!uploads.has(upload[1]) || request.url.searchParams.get('upload_type') !== 'media' || !request.raw) {
        return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
      }
      uploads.set(upload[1], request.raw.length);
      return { status: 200, body: { resourceName: upload[1] } };
    }
    const list = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+)\/media$/.exec(path);
    if (list?.[1] && request.method === 'POST') return media.has(list[1]) ? create(list[1], request) : notFound;
    const item = /^\/v4\/((accounts\/[^/]+\/locations\/[^/]+)\/media\/[^/]+)$/.exec(path);
    if (item?.[1] && item[2] && request.method === 'DELETE') {
      const held = media.get(item[2]) ?? [];
      if (!held.some((record) => record.name === item[1])) return notFound;
      media.set(
        item[2],
        held.filter((record) => record.name !== item[1]),
      );
      return { status: 200, body: {} };
    }
    return notFound;
  }

  const controls = await startFakeServer(
    {
      route,
      unauthorized: googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'),
      throttled: (seconds) => ({
        ...googleError(429, 'RESOURCE_EXHAUSTED', "Quota exceeded for quota metric 'Requests'."),
        headers: { 'retry-after': String(seconds) },
      }),
      unavailable: googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.'),
    },
    token,
  );
  const fake: FakeGoogleMedia = Object.assign(controls, { media, refuseNextPhoto: false });
  return fake;
}
