import {
  type Endpoint,
  type EndpointName,
  type EndpointSchemas,
  ErrorEnvelope,
  endpointSchemas,
  endpoints,
  type SchemasOf,
} from '@elevar/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import type { WrittenAnswer } from './response-serializer.ts';

/** The statuses every route may answer with the error envelope (ARCHITECTURE §5), unless it names its own. */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 422, 429, 503] as const;
const ERROR_ENVELOPES = Object.fromEntries(ERROR_STATUSES.map((status) => [status, ErrorEnvelope]));

const CONSUMES: Partial<Record<Endpoint['encoding'], string[]>> = {
  'form-app': ['application/x-www-form-urlencoded'],
  'form-bearer': ['application/x-www-form-urlencoded'],
  'multipart-bearer': ['multipart/form-data'],
};

const nameOf = new Map<Endpoint, EndpointName>(
  Object.entries(endpoints).map(([name, endpoint]) => [endpoint, name as EndpointName]),
);

type Parsed<S, K extends string> = S extends { [P in K]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined;

/** The request a route's handler receives: params, query and body as the entry's schemas parsed them. */
export type RouteRequest<E> = FastifyRequest<{
  Params: Parsed<SchemasOf<E>, 'params'>;
  Querystring: Parsed<SchemasOf<E>, 'query'>;
  Body: Parsed<SchemasOf<E>, 'body'>;
}>;

/** What a handler returns: the entry's answer (serialized by its schema), or the reply it sent itself. */
export type RouteAnswer<E> =
  SchemasOf<E> extends { response: infer R extends z.ZodType } ? z.output<R> | FastifyReply : FastifyReply;

export type RouteHandler<E> = (request: RouteRequest<E>, reply: FastifyReply) => Promise<RouteAnswer<E>>;

export interface RouteOptions {
  /** OpenAPI grouping. */
  tags: string[];
  summary?: string;
  description?: string;
  preHandler?: preHandlerHookHandler;
  preValidation?: preValidationHookHandler;
  /** The error answers when they are not the envelope (the OAuth endpoints' RFC 6749 errors), by status. */
  errors?: Record<number, z.ZodType>;
  /** The content types of an answer that is not JSON (a CSV download), for OpenAPI. */
  produces?: string[];
  /**
   * Answers that are not the entry's JSON (a file, a redirect), by status: documented in OpenAPI only, since a stream
   * or a redirect's empty body is never serialized.
   */
  answers?: Record<number, z.ZodType>;
}

/**
 * Registers the route of one entry of the contract's endpoint table: its method and path, the schemas paired with
 * it in `endpointSchemas` (params, query, body, the answer under its success status and the error envelopes), the
 * content type its encoding sends and, for a bearer encoding, the bearer security of OpenAPI. The handler's request
 * and answer are typed from the same entry. A route answering a file or a redirect has no answer schema and sends
 * through the reply.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: RouteHandler<E>,
): void {
  const name = nameOf.get(endpoint);
  if (!name) throw new Error(`${endpoint.method} ${endpoint.path} is not an entry of the endpoint table`);
  const schemas: EndpointSchemas = endpointSchemas[name];
  const successes = schemas.status === undefined ? [200] : [schemas.status].flat();
  const { errors, answers, preHandler, preValidation, ...documentation } = options;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(preHandler ? { preHandler } : {}),
    ...(preValidation ? { preValidation } : {}),
    schema: {
      ...documentation,
      ...(CONSUMES[endpoint.encoding] ? { consumes: CONSUMES[endpoint.encoding] } : {}),
      ...(endpoint.encoding.endsWith('-bearer') ? { security: [{ bearer: [] }] } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response: {
        ...Object.fromEntries(schemas.response ? successes.map((status) => [status, schemas.response]) : []),
        ...answers,
        ...(errors ?? ERROR_ENVELOPES),
      },
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/**
 * Sends an answer a cache kept already written (`WrittenAnswer`, from `answerWriter` with the entry's schema) as it
 * is: the entry types it, so only the text of that entry's answer is accepted.
 */
export function sendWritten<E extends Endpoint>(
  reply: FastifyReply,
  _endpoint: E,
  answer: WrittenAnswer<SchemasOf<E> extends { response: infer R extends z.ZodType } ? z.output<R> : never>,
): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answer.json);
}
