const { apiUrl } = require('./repute-api');
const { isSignedDelivery, signatureHeaderOf } = require('./signature');

/**
 * One REST-hook trigger per Repute webhook event: subscribing makes a webhook subscription of the connected account
 * for Zapier's target URL, unsubscribing deletes it. Each delivery's signature is checked with the subscription's
 * secret before the Zap sees it; a forged or replayed one triggers nothing.
 */
function hookTrigger({ event, key, noun, label, description, sample, list }) {
  return {
    key,
    noun,
    display: { label, description },
    operation: {
      type: 'hook',
      performSubscribe: async (z, bundle) => {
        const response = await z.request({
          url: apiUrl(bundle, '/webhook_subscriptions'),
          method: 'POST',
          body: { url: bundle.targetUrl, events: [event], description: `Zapier: ${label}` },
        });
        return response.data;
      },
      performUnsubscribe: async (z, bundle) => {
        await z.request({ url: apiUrl(bundle, `/webhook_subscriptions/${bundle.subscribeData.id}`), method: 'DELETE' });
        return {};
      },
      perform: (_z, bundle) => {
        const raw = bundle.rawRequest || {};
        const signed = isSignedDelivery({
          secret: bundle.subscribeData?.secret,
          body: raw.content,
          header: signatureHeaderOf(raw.headers),
        });
        if (!signed) return [];
        const delivery = bundle.cleanedRequest;
        // The event's id is the same on every retry: Zapier drops an id it has seen.
        return [{ id: delivery.id, event: delivery.type, created_at: delivery.created_at, ...delivery.data }];
      },
      // While a Zap is set up, recent records stand in for deliveries (Zapier's "test trigger").
      performList: list || (() => [sample]),
      sample,
    },
  };
}

/** The account's newest reviews as review.created would tell of them. */
const recentReviews = async (z, bundle) => {
  const response = await z.request({ url: apiUrl(bundle, '/reviews'), params: { per_page: 3 } });
  return response.data._embedded.reviews.map((review) => ({
    id: `review-${review.id}`,
    event: 'review.created',
    created_at: review.published_at,
    review_id: review.id,
    location_id: review.location_id,
    source_id: review.source_id,
    rating: review.rating,
    author_name: review.author_name,
    content: review.content,
  }));
};

const at = '2026-01-01T12:00:00.000Z';
const TRIGGERS = [
  hookTrigger({
    event: 'review.created',
    key: 'new_review',
    noun: 'Review',
    label: 'New Review',
    description: 'Triggers when a new review arrives from a review site.',
    sample: {
      id: 'evt_sample1',
      event: 'review.created',
      created_at: at,
      review_id: 1,
      location_id: 1,
      source_id: 1,
      rating: 5,
      author_name: 'Ada',
      content: 'Great visit.',
    },
    list: recentReviews,
  }),
  hookTrigger({
    event: 'review.updated',
    key: 'updated_review',
    noun: 'Review',
    label: 'Updated Review',
    description: 'Triggers when a review is edited or removed at its site.',
    sample: {
      id: 'evt_sample2',
      event: 'review.updated',
      created_at: at,
      review_id: 1,
      location_id: 1,
      source_id: 1,
      change: 'edited',
      before: { rating: 3 },
      after: { rating: 5 },
    },
  }),
  hookTrigger({
    event: 'response.published',
    key: 'response_published',
    noun: 'Response',
    label: 'Response Published',
    description: 'Triggers when a response to a review is published on its site.',
    sample: {
      id: 'evt_sample3',
      event: 'response.published',
      created_at: at,
      review_id: 1,
      location_id: 1,
      response: { id: 1, content: 'Thank you!', status: 'published' },
    },
  }),
  hookTrigger({
    event: 'response.failed',
    key: 'response_failed',
    noun: 'Response',
    label: 'Response Failed',
    description: 'Triggers when a review site refuses a response for good.',
    sample: {
      id: 'evt_sample4',
      event: 'response.failed',
      created_at: at,
      review_id: 1,
      location_id: 1,
      response: { id: 1, content: 'Thank you!', status: 'failed' },
    },
  }),
  hookTrigger({
    event: 'request.answered',
    key: 'request_answered',
    noun: 'Review Request',
    label: 'Review Request Answered',
    description: 'Triggers when a customer answers a review request: picks a review site or leaves feedback.',
    sample: {
      id: 'evt_sample5',
      event: 'request.answered',
      created_at: at,
      review_request_id: 1,
      campaign_id: 1,
      location_id: 1,
      name: 'Ada',
      score: 9,
      feedback: null,
      chosen_url_id: null,
    },
  }),
  hookTrigger({
    event: 'listing.out_of_sync',
    key: 'listing_out_of_sync',
    noun: 'Listing',
    label: 'Listing Out of Sync',
    description: "Triggers when a directory shows other data than a location's.",
    sample: {
      id: 'evt_sample6',
      event: 'listing.out_of_sync',
      created_at: at,
      location_id: 1,
      directory: 'google_maps',
      listing_url: null,
      fields: ['hours'],
    },
  }),
  hookTrigger({
    event: 'export.ready',
    key: 'export_ready',
    noun: 'Export',
    label: 'Export Ready',
    description: 'Triggers when a requested export file is ready to download.',
    sample: {
      id: 'evt_sample7',
      event: 'export.ready',
      created_at: at,
      export_file_id: 1,
      resource: 'reviews',
      rows: 10,
      file_url: 'https://reviews.example.com/api/fetch-export-file/1/file-data',
    },
  }),
];

module.exports = { TRIGGERS, hookTrigger };
