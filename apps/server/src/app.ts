import { negotiateLanguage } from '@elevar/domain';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { ServiceContext } from './context.ts';
import type { Db } from './db/connection.ts';
import { authenticate, bearerSession } from './modules/identity/index.ts';
import { serverModules } from './modules/index.ts';
import { registerContentOrigin } from './modules/learning/index.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { brandingOrigins, contentSecurityPolicy } from './platform/csp.ts';
import { purgeAbandonedUploads } from './platform/direct-uploads/cleanup.ts';
import { directUploadRoutes } from './platform/direct-uploads/routes.ts';
import { AppError, errorEnvelope, frameworkErrorCode, schemaErrorDetails } from './platform/errors.ts';
import { inputGuard } from './platform/input-guard.ts';
import { type JobsDatabase, startJobs } from './platform/jobs.ts';
import { logRedaction } from './platform/log-redaction.ts';
import { createMessenger, type Transport, transportsFromConfig } from './platform/messaging.ts';
import { storageOriginOf } from './platform/object-store.ts';
import { type Listen, sharedListen } from './platform/pubsub.ts';
import { purgeRateEvents } from './platform/rate-limit.ts';
import { registerRealtime } from './platform/realtime.ts';
import { requestContext } from './platform/request-context.ts';
import { registerRequestLimit } from './platform/request-limit.ts';
import { responseSerializerCompiler } from './platform/response-serializer.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { serveWebApp } from './platform/web.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  secret: string;
  clock?: Clock;
  /** pino options (a test may pass its own `stream`), or false for silence; the redaction always applies. */
  logger?: boolean | Record<string, unknown>;
  /** Serve apps/web/dist (default true). */
  serveWeb?: boolean;
  /** Run every manifest's housekeeping (expired tokens) and purge rate events hourly (default true). */
  housekeeping?: boolean;
  /** Mail and SMS transports; default from SMTP_URL / SMS_URL (none: the outbox is the delivery). */
  transports?: { email?: Transport; sms?: Transport };
  /** Run every manifest's background jobs (pg-boss) on this database: main.ts does; tests only when they ask. */
  jobs?: JobsDatabase;
  /** LISTEN on the database (platform/pubsub.ts `databaseListener`); without it /ws sends no live events. */
  listen?: Listen;
  /** Hears every route as it is registered (the hostile-input test enumerates the API from the server itself). */
  onRoute?: (route: RouteOptions) => void;
  /** A read replica (DATABASE_REPLICA_URL) for the reads that may lag (`readReplica` in context.ts). */
  replica?: Db;
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Refusals the router makes before any hook or handler (a path whose percent-escapes do not decode, a path
 * parameter over its length limit): the same envelope as every other error, in the language the request asks for.
 */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = negotiateLanguage(request.headers['accept-language']).code;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    reply.status(status).send(errorEnvelope(frameworkErrorCode(status, error.code), language));
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  reply.status(500).send(errorEnvelope('common.unexpected', language));
}

/** Builds the whole HTTP + WebSocket application on the given dependencies. main.ts and tests both call it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const transports = deps.transports ?? (await transportsFromConfig(deps.config));
  const ctx: ServiceContext = {
    db: deps.db,
    clock,
    config: deps.config,
    secret: deps.secret,
    messenger: createMessenger({ db: deps.db, clock, ...transports }),
    ...(deps.replica ? { replica: deps.replica } : {}),
  };
  const app = Fastify({
    // every logger redacts: tokens, codes, passwords and signatures never reach a log line
    logger:
      deps.logger === false
        ? false
        : { level: deps.config.LOG_LEVEL, ...logRedaction, ...(deps.logger === true ? {} : deps.logger) },
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  // answers are checked against their schemas outside production only (response-serializer.ts says why)
  app.setSerializerCompiler(responseSerializerCompiler({ verify: deps.config.NODE_ENV !== 'production' }));

  await app.register(requestContext);
  await app.register(inputGuard);
  const branding = brandingOrigins(ctx.db, clock, (error) =>
    app.log.warn({ err: error }, 'could not read the branding hosts for the content security policy'),
  );
  await branding.refresh();
  // helmet's headers, built once and again only when the clients' branding origins change
  registerSecurityHeaders(app, branding.current, (origins) => ({
    contentSecurityPolicy: {
      directives: contentSecurityPolicy({
        publicUrl: deps.config.publicUrl,
        brandingOrigins: () => origins,
        contentOrigin: deps.config.contentOrigin,
        streamOrigins: deps.config.STREAM_ORIGINS,
        storageOrigin: storageOriginOf(deps.config),
      }),
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: deps.config.NODE_ENV === 'production',
  }));
  // SCORM packages' files, on the content origin only (and the content host serves nothing else); never counted
  await registerContentOrigin(app, ctx);
  // The web app's files and shell come first: routes registered before the request limit are never counted.
  const web =
    deps.serveWeb === false
      ? { serveIndex: null }
      : await serveWebApp(app, {
          webDist: deps.config.webDist,
          clientId: deps.config.WEB_APP_CLIENT_ID,
          clientSecret: deps.config.WEB_APP_CLIENT_SECRET,
        });
  await registerRequestLimit(app, {
    perUser: deps.config.RATE_LIMIT_PER_MINUTE,
    perAddress: deps.config.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
    identify: async (request) => (await bearerSession(ctx, request))?.auth.userId ?? null,
  });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Elevar API', version: '0.1.0', description: 'Learning and rewards platform API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // the interactive document is for developers: on by default, off in production unless API_DOCS says so
  if (deps.config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.language?.code ?? 'pt-BR';
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.status).send(errorEnvelope(error.code, language, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = schemaErrorDetails(error.validation, request, error.validationContext, language);
      return reply.status(400).send(errorEnvelope('common.validation', language, details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorEnvelope(frameworkErrorCode(status, error.code), language));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorEnvelope('common.unexpected', language));
  });

  // a load balancer's health checks all come from its own address: never limited
  app.get('/health', { schema: { hide: true }, config: { rateLimit: false } }, async () => {
    await ctx.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
    return { status: 'ok' };
  });

  if (deps.housekeeping !== false) {
    const timer = setInterval(() => {
      Promise.all([
        ...serverModules.flatMap((module) => module.housekeeping ?? []).map((purge) => purge(ctx)),
        purgeRateEvents(ctx.db, ctx.clock),
        purgeAbandonedUploads(ctx),
      ]).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    }, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.decorate('jobs', null);
  if (deps.jobs) {
    const database = deps.jobs;
    app.addHook('onReady', async () => {
      const jobs = serverModules.flatMap((module) => module.jobs?.(ctx) ?? []);
      app.jobs = await startJobs(database, jobs, app.log);
    });
    app.addHook('onClose', async () => {
      await app.jobs?.stop();
    });
  }

  for (const module of serverModules) {
    for (const routes of module.routes) await app.register(routes, { ctx });
  }
  // the direct uploads' completion and disk part routes, for every module's purposes
  await app.register(directUploadRoutes, {
    ctx,
    purposes: serverModules.flatMap((module) => module.uploadPurposes ?? []),
    preHandler: authenticate(ctx),
  });
  // one LISTEN connection per channel, whoever in this instance listens
  const listen = deps.listen && sharedListen(deps.listen);
  for (const module of serverModules) {
    for (const listener of module.listeners ?? []) await listener(app, ctx, listen);
  }
  await registerRealtime(app, ctx, listen);

  const indexFor = (request: FastifyRequest) =>
    request.method === 'GET' || request.method === 'HEAD' ? (web.serveIndex?.(request.url) ?? null) : null;
  const limitUnknown = app.rateLimit();
  app.setNotFoundHandler(
    {
      // the shell of a client route is never limited; an unknown API path is, like any API call
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!indexFor(request)) await limitUnknown.call(app, request, reply);
      },
    },
    (request, reply) => {
      const sendShell = indexFor(request);
      if (sendShell) return sendShell(request, reply);
      return reply.status(404).send(errorEnvelope('common.not_found', request.language?.code ?? 'pt-BR'));
    },
  );

  return app;
}
