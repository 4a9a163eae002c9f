import type { FeedItem, LevelEvidenceItem } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RawBuilder } from 'kysely';
import type { ServiceContext } from '../context.ts';
import type { Db } from '../db/connection.ts';
import type { Trx } from '../db/transaction.ts';
import type { UploadPurpose } from '../platform/direct-uploads/purpose.ts';
import type { JobDefinition } from '../platform/jobs.ts';
import type { Listen } from '../platform/pubsub.ts';
import type { FileStore } from '../platform/storage.ts';
import type { Posting } from './points/index.ts';

/** What a seed step may use besides its transaction: the file store the server will serve files from. */
export interface SeedContext {
  files: FileStore;
}

/** A demo-data step of the seed, run once (recorded by name in `seed_steps`): never change one that has landed. */
export interface SeedStep {
  name: string;
  run(db: Db, context: SeedContext): Promise<void>;
}

/** The account being closed, as its closure reads it (locked for the closing transaction). */
export interface ClosingAccount {
  id: number;
  email: string | null;
}

/** What a personal-data purge may need besides the closing transaction. */
export interface AccountClosure {
  ctx: ServiceContext;
  now: Date;
  log: FastifyBaseLogger;
  /** Work to do once the closing transaction has committed (files removed from the store). */
  afterCommit(work: () => Promise<void>): void;
}

/**
 * A kind of row the activity feed merges (notifications' `feed.ts`): the table its keys are read from (its `id`,
 * `user_id`, `client_id` and the `time` column the feed orders by, with `where`, when given, narrowing it) and its
 * items of a page, by id, loaded in one query.
 */
export interface FeedSource {
  table: string;
  time: string;
  where?: RawBuilder<boolean>;
  load(db: Db, keys: readonly { id: number; at: string }[], language: LanguageCode): Promise<FeedItem[]>;
}

/**
 * What a module tells about the things its ledger entries were posted for (entries whose `source_type` is
 * `sourceType`, `source_id` the thing's id), for the level-change evidence screen: one query for a page's ids of the
 * client, whatever their number (none for an empty list is not allowed: the statement count stays the same).
 */
export interface EvidenceSource {
  sourceType: string;
  load(
    ctx: ServiceContext,
    clientId: number,
    ids: readonly number[],
    language: LanguageCode,
  ): Promise<ReadonlyMap<number, LevelEvidenceItem>>;
}

/**
 * A learner's course or trail that just reached its result (SPEC §4: finished, the tests among its activities
 * passed), as learning's progress machine moved it, in the transaction that moved it (the progress row locked).
 */
export interface Completion {
  userId: number;
  clientId: number;
  courseId: number;
  kind: 'course' | 'trail';
  at: Date;
}

/**
 * A server module, as app.ts, the job runner, the ledger, account closure and the seed see it. `modules/index.ts`
 * lists every module's manifest, each exported by the module's `index.ts`.
 */
export interface ServerModule {
  name: string;
  /** Route plugins, registered in this order. */
  routes: readonly FastifyPluginAsyncZod<{ ctx: ServiceContext }>[];
  /** Background jobs (pg-boss), started when the app is given a jobs database. */
  jobs?: (ctx: ServiceContext) => JobDefinition[];
  /** Per-instance listeners started at boot (after the routes), on the instance's shared LISTEN when there is one. */
  listeners?: readonly ((app: FastifyInstance, ctx: ServiceContext, listen?: Listen) => Promise<void>)[];
  /** Hourly housekeeping (expired rows purged). */
  housekeeping?: readonly ((ctx: ServiceContext) => Promise<unknown>)[];
  /**
   * Run in the posting's transaction after new ledger entries (not for a duplicate post): once per post, with its
   * new entries of one balance in order (one, or a batch's), each carrying the balance right after it.
   */
  postingHooks?: readonly ((trx: Trx, postings: readonly Posting[]) => Promise<void>)[];
  /**
   * Run in the transaction that finishes a learner's course or trail (learning's progress machine), once per
   * finish: the progress row is locked, so a concurrent save waits and then sees it finished.
   */
  completionHooks?: readonly ((trx: Trx, completion: Completion) => Promise<void>)[];
  /** Deletes or anonymises the module's personal data of a closing account, in the closing transaction. */
  purgePersonalData?: (trx: Trx, account: ClosingAccount, closure: AccountClosure) => Promise<void>;
  /** Its rows in the activity feed, after those of the manifests before it (the order is part of the feed's cursor). */
  feedSources?: readonly FeedSource[];
  /** The things its ledger entries were posted for, described on the level-change evidence screen. */
  evidenceSources?: readonly EvidenceSource[];
  /**
   * Its kinds of files sent through the direct uploads (`platform/direct-uploads/`): app.ts registers the
   * completion and the disk store's part routes for all of them; the module's routes start its uploads.
   */
  uploadPurposes?: readonly UploadPurpose[];
  /** Demo-data steps; the seed runs every module's, in the order of the manifests. */
  seed?: readonly SeedStep[];
}
