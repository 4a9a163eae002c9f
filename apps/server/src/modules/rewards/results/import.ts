import type { ResultImportPreview, ResultImportRequest, ResultImportRow } from '@elevar/contract';
import { ResultImportRequest as ImportSchema, RESULT_CSV_MAX_ROWS } from '@elevar/contract';
import { isResultKind, RESULT_DESCRIPTION_MAX, type ResultKind, resultDateProblem } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { namedCells, readCsvTable } from '../../../platform/csv.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { setupScope } from '../setup/service.ts';
import * as q from './queries.ts';
import { type NewResult, participantFor, postResult, resultCampaign, ruleFor, todayOf } from './service.ts';

/**
 * Results of one campaign from CSV (issue 13): every row checked and previewed with its errors, as the stores'
 * import; confirmed with every row valid, the new rows are posted in one transaction and those already posted (the
 * same participant, kind and day, in the database or by a racing import) are skipped, so a file imported twice
 * posts each result once.
 */
const COLUMNS = ['participant', 'kind', 'date', 'rule', 'description'] as const;
type Cells = Record<(typeof COLUMNS)[number], string>;
type RowError = ResultImportRow['errors'][number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) =>
  DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
/** `mystery-shopper`, `Mystery shopper` and `mystery_shopper` are one kind. */
const kindOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

interface ReadRow {
  line: number;
  cells: Cells;
  result: Omit<NewResult, 'clientId' | 'campaignId' | 'origin' | 'actorId'> | null;
  base: number | null;
  errors: RowError[];
}

/** Every row read against the campaign's rules, its participants and the results already posted. */
async function previewOf(db: Db, clientId: number, campaign: q.ResultCampaign, text: string, today: string) {
  const table = readCsvTable(text, COLUMNS, RESULT_CSV_MAX_ROWS);
  if ('error' in table) return { rows: [], results: [], valid: 0, invalid: 0, header_error: table.error };
  const named = table.lines.map(({ cells, line }) => ({
    line,
    cells: namedCells(table.header, cells, COLUMNS),
  }));
  const keys = [...new Set(named.map((row) => row.cells.participant.trim()).filter((key) => key !== ''))];
  const [rules, found] = await Promise.all([
    q.resultRules(db, clientId, [campaign.id]),
    q.participantsByKey(db, clientId, campaign.id, keys),
  ]);
  const posted = await q.postedKeys(
    db,
    clientId,
    campaign.id,
    found.map((p) => p.id),
  );
  const seen = new Set<string>();
  const read: ReadRow[] = named.map(({ line, cells }) => {
    const errors: RowError[] = [];
    const trimmed = Object.fromEntries(COLUMNS.map((c) => [c, cells[c].trim()])) as Cells;
    for (const column of COLUMNS)
      if (column !== 'rule' && trimmed[column] === '') errors.push({ column, code: 'required' });
    if (trimmed.participant.length > 64) errors.push({ column: 'participant', code: 'too_long' });
    if (trimmed.description.length > RESULT_DESCRIPTION_MAX)
      errors.push({ column: 'description', code: 'too_long' });
    const participant = trimmed.participant === '' ? undefined : participantFor(found, trimmed.participant);
    if (trimmed.participant !== '') {
      if (!participant) errors.push({ column: 'participant', code: 'unknown_participant' });
      else if (participant.blocked) errors.push({ column: 'participant', code: 'blocked' });
      else if (!participant.registered) errors.push({ column: 'participant', code: 'not_registered' });
    }
    const kind = kindOf(trimmed.kind);
    const knownKind = isResultKind(kind);
    if (trimmed.kind !== '' && !knownKind) errors.push({ column: 'kind', code: 'bad_kind' });
    const rule = knownKind ? ruleFor(rules, kind, trimmed.rule) : undefined;
    if (knownKind && !rule) errors.push({ column: 'rule', code: 'unknown_rule' });
    if (trimmed.date !== '') {
      if (!isDay(trimmed.date)) errors.push({ column: 'date', code: 'bad_date' });
      else {
        const problem = resultDateProblem(trimmed.date, campaign, today);
        if (problem === 'rewards.result_date_future') errors.push({ column: 'date', code: 'date_future' });
        if (problem === 'rewards.result_outside_campaign')
          errors.push({ column: 'date', code: 'outside_campaign' });
      }
    }
    if (participant && knownKind && trimmed.date !== '') {
      const key = q.resultKey(participant.id, kind, trimmed.date);
      if (seen.has(key)) errors.push({ column: 'date', code: 'duplicate' });
      seen.add(key);
    }
    const result =
      errors.length === 0 && participant && rule
        ? {
            userId: participant.id,
            kind: kind as ResultKind,
            day: trimmed.date,
            rule: { id: rule.id, code: rule.code },
            description: trimmed.description,
          }
        : null;
    return { line, cells: trimmed, result, base: rule?.base_points ?? null, errors };
  });
  const rows: ResultImportRow[] = read.map(({ line, cells, result, base, errors }) => ({
    line,
    participant: cells.participant,
    kind: cells.kind,
    date: cells.date,
    points: base,
    action:
      result === null
        ? null
        : posted.has(q.resultKey(result.userId, result.kind, result.day))
          ? 'skip'
          : 'post',
    errors,
  }));
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  const results = read.flatMap((row, i) => (row.result && rows[i]?.action === 'post' ? [row.result] : []));
  return { rows, results, valid: rows.length - invalid, invalid, header_error: null };
}

/** POST /api/v1/admin/rewards/results/import: the preview; confirmed with every row valid, the new rows posted. */
export async function importRewardResults(
  ctx: ServiceContext,
  auth: AuthContext,
  input: ResultImportRequest,
): Promise<ResultImportPreview> {
  const body = ImportSchema.parse(input);
  const { clientId, actorId } = await setupScope(ctx, auth);
  const now = ctx.clock.now();
  const campaign = await resultCampaign(ctx.db, clientId, body.campaign_id, now);
  return ctx.db.transaction().execute(async (trx) => {
    const { results, ...preview } = await previewOf(trx, clientId, campaign, body.csv, todayOf(now));
    const writable = body.confirm && preview.header_error === null && preview.invalid === 0;
    if (!writable) return { ...preview, imported: 0 };
    let imported = 0;
    for (const result of results) {
      const id = await postResult(
        trx,
        { ...result, clientId, campaignId: campaign.id, origin: 'import', actorId },
        now,
      );
      if (id !== undefined) imported += 1;
    }
    if (imported > 0)
      await recordAudit(trx, {
        actor: actorId,
        clientId,
        action: 'rewards.results.imported',
        entity: 'campaign',
        entityId: campaign.id,
        fields: ['results'],
        at: now,
      });
    return { ...preview, imported };
  });
}
