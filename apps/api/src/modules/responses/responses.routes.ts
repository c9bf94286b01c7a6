import {
  deleteResponse,
  editResponse,
  getResponse,
  replaceResponse,
  submitResponse,
} from '@repute/domain/contracts/responses';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { ResponsesService } from './responses.service';

/** Responses to reviews: created submitting, settled by a job (spec 000 §4). */
export function responsesRoutes(app: ContractApp, responses: ResponsesService): void {
  route(app, getResponse, async (request) =>
    halItem(await responses.get(callerOf(request), request.params.id), `/responses/${request.params.id}`),
  );

  route(app, submitResponse, async (request, reply) => {
    const response = await responses.create(callerOf(request), request.body.review_id, request.body);
    return reply.status(202).send(halItem(response, `/responses/${response.id}`));
  });

  for (const contract of [editResponse, replaceResponse]) {
    route(app, contract, async (request, reply) => {
      const response = await responses.edit(callerOf(request), request.params.id, request.body);
      return reply.status(202).send(halItem(response, `/responses/${response.id}`));
    });
  }

  route(app, deleteResponse, async (request, reply) => {
    const response = await responses.remove(callerOf(request), request.params.id);
    return reply.status(202).send(halItem(response, `/responses/${response.id}`));
  });
}
