import {
  answerAskPage,
  createMicrosurvey,
  deleteMicrosurvey,
  getAskPage,
  getLocationLandingPages,
  getMicrosurvey,
  getMicrosurveySummary,
  listMicrosurveys,
  patchMicrosurvey,
  replaceMicrosurvey,
} from '@repute/domain/contracts/microsurveys';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import type { ContractApp } from '../../platform/http/routing';
import type { AskPagesService } from './ask-pages.service';
import type { MicrosurveysService } from './microsurveys.service';

const PUBLIC = { config: { rateLimits: RATE_LIMITS.token } } as const;
const href = (id: number) => `/microsurveys/${id}`;

/** Microsurveys (create, list, change, delete, summaries) and a location's public ask pages' links. */
export function microsurveysRoutes(app: ContractApp, microsurveys: MicrosurveysService): void {
  route(app, listMicrosurveys, async (request) => {
    const { rows, total } = await microsurveys.list(callerOf(request), request.query);
    return halList('microsurveys', rows, total, request.query, '/microsurveys', request.query);
  });
  route(app, createMicrosurvey, async (request, reply) => {
    const created = await microsurveys.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(created, href(created.id)));
  });
  route(app, getMicrosurvey, async (request) =>
    halItem(await microsurveys.get(callerOf(request), request.params.id), href(request.params.id)),
  );
  for (const contract of [patchMicrosurvey, replaceMicrosurvey]) {
    route(app, contract, async (request) =>
      halItem(await microsurveys.update(callerOf(request), request.params.id, request.body), href(request.params.id)),
    );
  }
  route(app, deleteMicrosurvey, async (request) =>
    halItem(await microsurveys.remove(callerOf(request), request.params.id), href(request.params.id)),
  );
  route(app, getMicrosurveySummary, async (request) =>
    microsurveys.summary(callerOf(request), request.params.id, request.query),
  );
  route(app, getLocationLandingPages, async (request) =>
    microsurveys.locationPages(callerOf(request), request.params.id),
  );
}

/** The public ask pages' calls (decision 0078): no login, the page's token is the key. */
export function askPagesRoutes(app: ContractApp, askPages: AskPagesService): void {
  route(app, getAskPage, PUBLIC, async (request) => askPages.page(request.params.token));
  route(app, answerAskPage, PUBLIC, async (request, reply) =>
    reply.status(201).send(await askPages.answer(request.params.token, request.body)),
  );
}
