import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request lines, moved from info to debug: at the default level (info) an idle-ish server wrote 5 MB an
 * hour of them, burying the warnings and errors an operator looks for. One line per request (not two) at debug;
 * a request that errors is still logged at error with its request id, whatever the level.
 */
export class DebugRequestLines extends LogController {
  override incomingRequest(): void {
    // The answer's line below says all this one would, and the time it took.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request answered');
    }
  }
}
