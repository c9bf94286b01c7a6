import { type FakeAnswer, type FakeControls, type FakeRequest, startFakeServer } from './fake-http';

/** A business the fake knows: where it is and the words it is found by. */
export type FakePlace = { id: string; name: string; latitude: number; longitude: number; keywords: string[] };

export type FakePlacesTextSearch = FakeControls & {
  places: FakePlace[];
  /** The API key the fake accepts (X-Goog-Api-Key). */
  apiKey: string;
};

const googleError = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { error: { code: status, message, status: code } },
});

const distanceKm = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const toRad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRad;
  const dLng = (b.longitude - a.longitude) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * toRad) * Math.cos(b.latitude * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

/**
 * Places API (New) Text Search on 127.0.0.1 (POST /v1/places:searchText): the key in X-Goog-Api-Key, the fields in
 * X-Goog-FieldMask (required), textQuery, pageSize (1–20) and a locationBias circle. It answers by position: the
 * places whose keywords the query names, nearest the circle's centre first. Google's error bodies: 400
 * INVALID_ARGUMENT, 403 PERMISSION_DENIED, 429 RESOURCE_EXHAUSTED, 503 UNAVAILABLE.
 */
export async function startFakePlacesTextSearch(apiKey = 'places-api-key'): Promise<FakePlacesTextSearch> {
  function answer(request: FakeRequest): FakeAnswer {
    if (request.headers['x-goog-api-key'] !== fake.apiKey) {
      return googleError(403, 'PERMISSION_DENIED', 'The provided API key is invalid.');
    }
    if (request.method !== 'POST' || request.url.pathname !== '/v1/places:searchText') {
      return googleError(404, 'NOT_FOUND', 'Method not found.');
    }
    const mask = request.headers['x-goog-fieldmask'];
    if (typeof mask !== 'string' || mask === '') {
      return googleError(400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
    }
    const body = request.body as {
      textQuery?: string;
      pageSize?: number;
      locationBias?: { circle?: { center?: { latitude?: number; longitude?: number }; radius?: number } };
    };
    const pageSize = body.pageSize ?? 20;
    const circle = body.locationBias?.circle;
    const center = circle?.center;
    if (!body.textQuery || !(pageSize >= 1 && pageSize <= 20)) {
      return googleError(400, 'INVALID_ARGUMENT', 'Invalid textQuery or pageSize.');
    }
    if (!center || typeof center.latitude !== 'number' || typeof center.longitude !== 'number') {
      return googleError(400, 'INVALID_ARGUMENT', 'locationBias.circle.center is required by this fake.');
    }
    if (!(typeof circle?.radius === 'number' && circle.radius >= 0 && circle.radius <= 50_000)) {
      return googleError(400, 'INVALID_ARGUMENT', 'Radius must be between 0.0 and 50000.0, inclusive.');
    }
    const query = body.textQuery.toLowerCase();
    const here = { latitude: center.latitude, longitude: center.longitude };
    const matching = fake.places
      .filter((place) => place.keywords.some((keyword) => query.includes(keyword.toLowerCase())))
      .sort((a, b) => distanceKm(here, a) - distanceKm(here, b))
      .slice(0, pageSize);
    return {
      status: 200,
      body: {
        places: matching.map((place) => ({ id: place.id, displayName: { text: place.name, languageCode: 'en' } })),
      },
    };
  }

  const controls = await startFakeServer(
    {
      route: answer,
      open: answer,
      unauthorized: googleError(403, 'PERMISSION_DENIED', 'The provided API key is invalid.'),
      throttled: (seconds) => ({
        ...googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric Text Search requests.'),
        headers: { 'retry-after': String(seconds) },
      }),
      unavailable: googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.'),
    },
    apiKey,
  );
  const fake: FakePlacesTextSearch = Object.assign(controls, { places: [] as FakePlace[], apiKey });
  return fake;
}
