import type { Response, Review } from '@repute/domain/reviews';

/** A response as the API sends it, for tests. */
export function responseFixture(overrides: Partial<Response> = {}): Response {
  return {
    id: 31,
    review_id: 7,
    source_id: 1,
    content: 'Thank you, Avery!',
    status: 'published',
    status_description: null,
    read_only: false,
    published_at: '2026-03-04T15:05:00.000Z',
    created_at: '2026-03-04T15:04:00.000Z',
    updated_at: '2026-03-04T15:05:00.000Z',
    ...overrides,
  };
}

/** A review as the API sends it, for tests: a Google review the caller may answer, without a response. */
export function reviewFixture(overrides: Partial<Review> = {}): Review {
  return {
    id: 7,
    account_id: 1,
    account_name: 'Northwind Dental',
    location_id: 3,
    location_name: 'Northwind Downtown',
    source_id: 1,
    source_name: 'Google',
    external_id: 'g-7',
    rating: 5,
    author_name: 'Avery K.',
    content: 'Wonderful experience.',
    language: 'en',
    status: 'needs_response',
    sentiment: 1,
    categories: [],
    url: null,
    removed: false,
    published_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    responses: [],
    tags: [],
    can_respond: true,
    private: false,
    publish_consent: null,
    read: true,
    ...overrides,
  };
}
