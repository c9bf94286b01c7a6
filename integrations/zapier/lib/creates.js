const { apiUrl } = require('./repute-api');

/** The feedback question's place in a request's text: Repute fills it with the rating the request asks for. */
const FEEDBACK_QUESTION = '%FEEDBACK_QUESTION%';

/** Reply to a review: the response goes to the review's site as Repute's own Respond does (POST /api/responses). */
const replyToReview = {
  key: 'reply_to_review',
  noun: 'Response',
  display: { label: 'Reply to Review', description: 'Posts a response to a review on its review site.' },
  operation: {
    inputFields: [
      { key: 'review_id', label: 'Review ID', type: 'integer', required: true },
      { key: 'content', label: 'Response', type: 'text', required: true },
    ],
    perform: async (z, bundle) => {
      const response = await z.request({
        url: apiUrl(bundle, '/responses'),
        method: 'POST',
        body: { review_id: Number(bundle.inputData.review_id), content: bundle.inputData.content },
      });
      return response.data;
    },
    sample: { id: 1, review_id: 1, content: 'Thank you for visiting!', status: 'pending' },
  },
};

/** Send a review request: a one-person campaign of the location, sent at once (the Ask tool's own steps). */
const sendReviewRequest = {
  key: 'send_review_request',
  noun: 'Review Request',
  display: { label: 'Send Review Request', description: 'Asks a customer for a review by e-mail or text message.' },
  operation: {
    inputFields: [
      { key: 'location_id', label: 'Location ID', type: 'integer', required: true },
      { key: 'name', label: 'Customer name', type: 'string', required: true },
      { key: 'email', label: 'E-mail', type: 'string', helpText: 'For an e-mail request.' },
      { key: 'phone', label: 'Mobile phone', type: 'string', helpText: 'For a text message request.' },
      {
        key: 'sms_consent',
        label: 'The customer agreed to text messages',
        type: 'boolean',
        helpText: 'Text messages are sent only with the customer’s consent.',
      },
      { key: 'message', label: 'Message', type: 'text', default: 'Thank you for visiting us!' },
    ],
    perform: async (z, bundle) => {
      const { location_id, name, email, phone, message, sms_consent } = bundle.inputData;
      const bySms = !email && Boolean(phone);
      const campaign = (
        await z.request({
          url: apiUrl(bundle, '/campaigns'),
          method: 'POST',
          body: {
            location_id: Number(location_id),
            request_type_id: bySms ? 'sms' : 'email',
            content: `${message || 'Thank you for visiting us!'}\n\n${FEEDBACK_QUESTION}`,
          },
        })
      ).data;
      const recipient = bySms
        ? { name, phone, sms_consent: sms_consent === true || sms_consent === 'true' }
        : { name, email };
      await z.request({
        url: apiUrl(bundle, `/campaigns/${campaign.id}/recipients`),
        method: 'POST',
        body: { recipients: [recipient] },
      });
      return (await z.request({ url: apiUrl(bundle, `/campaigns/${campaign.id}/send`), method: 'POST', body: {} }))
        .data;
    },
    sample: { id: 1, location_id: 1, request_type_id: 'email', status: 'sending' },
  },
};

module.exports = { CREATES: [replyToReview, sendReviewRequest] };
