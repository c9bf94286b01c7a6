import { z } from 'zod';
import { landingFeedbackSchema, landingPageSchema, requestTokenParams } from '../review-requests';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';

/** The review landing page's public calls (spec 000 §4): no login, the request's token is the key. */

const tags = ['review requests'];

export const getLandingPage = endpoint({
  method: 'GET',
  path: '/public/review_requests/:token',
  params: requestTokenParams,
  responses: { 200: landingPageSchema },
  tags,
});

/** Records the site chosen and redirects (303) to it. */
export const chooseLandingSite = endpoint({
  method: 'GET',
  path: '/public/review_requests/:token/sites/:urlId',
  params: requestTokenParams.extend({ urlId: idSchema }),
  responses: {},
  tags,
});

export const sendLandingFeedback = endpoint({
  method: 'POST',
  path: '/public/review_requests/:token/feedback',
  params: requestTokenParams,
  body: landingFeedbackSchema,
  responses: { 200: z.object({ completed: z.boolean() }) },
  tags,
});

/** The request e-mail's open pixel: a GIF. */
export const requestOpenedPixel = endpoint({
  method: 'GET',
  path: '/public/review_requests/:token/open.gif',
  params: requestTokenParams,
  responses: {},
  tags,
});
