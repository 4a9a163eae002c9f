import type { BulkEnrolmentProgressEvent, BulkEnrolmentState } from '@elevar/contract';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { StoredBulkReport } from '../../../db/migrations/20261127T1400_bulk_enrolments.ts';
import type { Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { JobDefinition } from '../../../platform/jobs.ts';
import { publishToUser } from '../../../platform/pubsub.ts';

/**
 * The bulk enrolment job. It starts by fixing what it walks through (`targets`: the usernames sent, then the
 * members of the groups named who are not among them), then goes 1,000 usernames at a time, each batch one
 * transaction of a constant number of statements: the job's row locked, the batch's usernames resolved to users of
 * the client and enrolled in one statement (`on conflict`: re-enrolling those who had left, leaving the enrolled
 * alone, returning who is new), the row's progress and report moved, and the progress pushed to the administrator
 * who asked. Progress commits with the batch, so a retried job resumes after the last batch that committed and
 * counts no one twice; a finished job run again changes nothing. One audit event when it ends, if anyone was
 * enrolled.
 */

/** The queue of bulk enrolments (one job per request, keyed by its id). */
export const BULK_ENROLMENT_JOB = 'learning-bulk-enrolment';
/** The sweep that runs requests left queued (their job could not be sent when they were stored). */
export const BULK_ENROLMENT_SWEEP_JOB = 'learning-bulk-enrolment-sweep';

/** Usernames per batch (per statement). */
export const BULK_BATCH_SIZE = 1000;
/** Runs before a job is given up as failed: the first and the queue's three retries (platform/jobs.ts). */
export const BULK_ATTEMPTS = 4;
/** A request still queued this long after it was stored lost its job: the sweep runs it. */
const STRAY_AFTER_MS = 2 * 60 * 1000;

/** What the job needs: the database and the clock. */
export type JobContext = Pick<ServiceContext, 'db' | 'clock'>;

interface LockedBulk {
  id: number;
  client_id: number;
  course_id: number;
  requested_by: number | null;
  status: BulkEnrolmentState;
  total: number | null;
  processed: number;
  report: StoredBulkReport;
  attempts: number;
}

async function lockBulk(trx: Trx, bulkId: number): Promise<LockedBulk | undefined> {
  return trx
    .selectFrom('bulk_enrolments')
    .select([
      'id',
      'client_id',
      'course_id',
      'requested_by',
      'status',
      'total',
      'processed',
      'report',
      'attempts',
    ])
    .where('id', '=', bulkId)
    .forUpdate()
    .executeTakeFirst();
}

/** The progress event to the administrator who asked (delivered when the transaction commits). */
async function pushProgress(trx: Trx, bulk: LockedBulk): Promise<void> {
  if (bulk.requested_by === null) return;
  const event: BulkEnrolmentProgressEvent & { user_id: number } = {
    user_id: bulk.requested_by,
    type: 'bulk_enrolment_progress',
    client_id: bulk.client_id,
    bulk_enrolment: {
      id: bulk.id,
      course_id: bulk.course_id,
      status: bulk.status,
      total: bulk.total,
      processed: bulk.processed,
    },
  };
  await publishToUser(trx, event);
}

/**
 * Fixes the targets of a queued job (the usernames sent, then the groups' members of the client not among them,
 * in one statement) and marks it running; a running one (a retry) keeps its targets. Null when there is nothing
 * to do (done, failed, gone).
 */
async function startRun(ctx: JobContext, bulkId: number): Promise<LockedBulk | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const bulk = await lockBulk(trx, bulkId);
    if (!bulk || bulk.status === 'done' || bulk.status === 'failed') return null;
    const now = ctx.clock.now();
    if (bulk.status === 'queued') {
      const fixed = await sql<{ total: number }>`
        update bulk_enrolments b set targets = x.targets, total = cardinality(x.targets), status = 'running',
          started_at = ${now}, attempts = b.attempts + 1
        from (
          select q.usernames || coalesce(array(
            select u.username from users u
            join user_clients uc on uc.user_id = u.id and uc.client_id = q.client_id
            where exists (select 1 from user_group_members m join user_groups g on g.id = m.group_id
              where m.user_id = u.id and g.client_id = q.client_id and m.group_id = any(q.group_ids))
              and lower(u.username) <> all (select lower(n) from unnest(q.usernames) n)
            order by lower(u.username)), '{}') as targets
          from bulk_enrolments q where q.id = ${bulkId}
        ) x
        where b.id = ${bulkId}
        returning b.total`.execute(trx);
      Object.assign(bulk, {
        status: 'running',
        total: fixed.rows[0]?.total ?? 0,
        attempts: bulk.attempts + 1,
      });
    } else {
      await trx
        .updateTable('bulk_enrolments')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', bulkId)
        .execute();
      bulk.attempts += 1;
    }
    await pushProgress(trx, bulk);
    return bulk;
  });
}

/** One batch's outcome: who was enrolled now, who already was, and the usernames of no user of the client. */
interface BatchOutcome {
  size: number;
  enrolled: number;
  already_enrolled: number;
  unknown: string[];
}

/** Resolves a batch of usernames and enrols them, in one statement whatever the batch's size. */
async function enrolBatch(trx: Trx, bulk: LockedBulk, batchSize: number, now: Date): Promise<BatchOutcome> {
  const from = bulk.processed + 1;
  const to = bulk.processed + batchSize;
  const result = await sql<BatchOutcome>`
    with batch as (
      select t.name, t.ord
      from bulk_enrolments b, unnest(b.targets[${from}:${to}]) with ordinality as t(name, ord)
      where b.id = ${bulk.id}
    ),
    found as (
      select b.name, u.id as user_id
      from batch b
      join users u on lower(u.username) = lower(b.name)
      join user_clients uc on uc.user_id = u.id and uc.client_id = ${bulk.client_id}
    ),
    written as (
      insert into enrolments (user_id, course_id, client_id, state, enrolled_at, enrolled_by)
      select distinct f.user_id, ${bulk.course_id}::bigint, ${bulk.client_id}::bigint, 'enrolled', ${now}::timestamptz,
        ${bulk.requested_by}::bigint
      from found f
      on conflict (user_id, course_id) do update set state = 'enrolled', enrolled_at = excluded.enrolled_at,
        unenrolled_at = null, enrolled_by = excluded.enrolled_by
      where enrolments.state <> 'enrolled'
      returning user_id
    )
    select
      (select count(*)::int from batch) as size,
      (select count(*)::int from written) as enrolled,
      (select count(*)::int from found f where not exists (select 1 from written w where w.user_id = f.user_id))
        as already_enrolled,
      coalesce((select array_agg(b.name order by b.ord) from batch b
        where not exists (select 1 from found f where f.name = b.name)), '{}') as unknown`.execute(trx);
  const outcome = result.rows[0];
  if (!outcome) throw new Error('the batch statement answered no row');
  return outcome;
}

/**
 * One batch in its own transaction: locked, enrolled, progress and report moved, progress pushed; the last batch
 * also ends the job (done, with its audit event). False once there is nothing left.
 */
async function runBatch(ctx: JobContext, bulkId: number, batchSize: number): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const bulk = await lockBulk(trx, bulkId);
    if (bulk?.status !== 'running' || bulk.total === null) return false;
    const now = ctx.clock.now();
    let report = bulk.report;
    let processed = bulk.processed;
    if (processed < bulk.total) {
      const outcome = await enrolBatch(trx, bulk, batchSize, now);
      processed += outcome.size;
      report = {
        enrolled: report.enrolled + outcome.enrolled,
        already_enrolled: report.already_enrolled + outcome.already_enrolled,
        unknown: [...report.unknown, ...outcome.unknown],
      };
    }
    const done = processed >= bulk.total;
    await trx
      .updateTable('bulk_enrolments')
      .set({
        processed,
        report: JSON.stringify(report),
        ...(done && { status: 'done', finished_at: now, targets: null }),
      })
      .where('id', '=', bulkId)
      .execute();
    if (done && report.enrolled > 0 && bulk.requested_by !== null)
      await recordAudit(trx, {
        actor: bulk.requested_by,
        clientId: bulk.client_id,
        action: 'learning.enrolment.bulk',
        entity: 'course',
        entityId: bulk.course_id,
        fields: ['user_id', 'state'],
        at: now,
      });
    await pushProgress(trx, { ...bulk, processed, report, status: done ? 'done' : 'running' });
    return !done;
  });
}

/** Marks a job failed after its last attempt, and says so to whoever asked. */
async function failRun(ctx: JobContext, bulkId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const bulk = await lockBulk(trx, bulkId);
    if (!bulk || bulk.status === 'done' || bulk.status === 'failed') return;
    if (bulk.attempts < BULK_ATTEMPTS) return;
    await trx
      .updateTable('bulk_enrolments')
      .set({ status: 'failed', finished_at: ctx.clock.now(), targets: null })
      .where('id', '=', bulkId)
      .execute();
    await pushProgress(trx, { ...bulk, status: 'failed' });
  });
}

/**
 * Runs a bulk enrolment to its end (or resumes it): what the queue's worker calls, and tests. A failure is thrown
 * for the queue to retry, after marking the job failed when that was its last attempt.
 */
export async function runBulkEnrolment(
  ctx: JobContext,
  bulkId: number,
  options: { batchSize?: number } = {},
): Promise<{ batches: number } | null> {
  const batchSize = options.batchSize ?? BULK_BATCH_SIZE;
  try {
    const started = await startRun(ctx, bulkId);
    if (!started) return null;
    let batches = 0;
    while (await runBatch(ctx, bulkId, batchSize)) batches += 1;
    return { batches: batches + 1 };
  } catch (error) {
    await failRun(ctx, bulkId).catch(() => undefined);
    throw error;
  }
}

/** Runs the requests left queued past the time their job should have taken them. */
async function sweepStrays(ctx: JobContext): Promise<number[]> {
  const strays = await ctx.db
    .selectFrom('bulk_enrolments')
    .select('id')
    .where('status', '=', 'queued')
    .where('created_at', '<', new Date(ctx.clock.now().getTime() - STRAY_AFTER_MS))
    .orderBy('id')
    .limit(20)
    .execute();
  for (const stray of strays) await runBulkEnrolment(ctx, stray.id);
  return strays.map((stray) => stray.id);
}

function bulkIdOf(data: unknown): number {
  const id = (data as { id?: unknown } | null)?.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id))
    throw new Error('a bulk enrolment job without its id');
  return id;
}

/** The learning module's jobs: bulk enrolments, and the sweep of those whose job was never sent (every 5 minutes). */
export function learningJobs(ctx: ServiceContext): JobDefinition[] {
  return [
    { name: BULK_ENROLMENT_JOB, run: (data) => runBulkEnrolment(ctx, bulkIdOf(data)) },
    {
      name: BULK_ENROLMENT_SWEEP_JOB,
      cron: '*/5 * * * *',
      run: async () => ({ ran: await sweepStrays(ctx) }),
    },
  ];
}
