import type { CourseReportFilter, CourseReportRow } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import { readReplica, type ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { csvField } from '../../../platform/csv.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { reportBatch, toReportRow } from './report.ts';
import { enrolmentScope, type ManagedCourse, managedCourse } from './scope.ts';

/**
 * A course's or trail's progress report as a CSV file, like the audit trail's: RFC 4180, UTF-8 with a byte-order
 * mark, column titles in the request's language, values machine-readable (status and enrolment codes, ISO 8601 UTC
 * times), names defused against formulas. Read in keyset batches, so a course of 100,000 learners never sits in
 * memory.
 */

const COLUMNS = [
  'user_id',
  'username',
  'full_name',
  'enrolment',
  'status',
  'percent',
  'completed_count',
  'total_count',
  'enrolled_at',
  'started_at',
  'finished_at',
  'best_score',
  'last_activity_at',
] as const;
type Column = (typeof COLUMNS)[number];

const TITLES: Record<LanguageCode, Record<Column, string>> = {
  'pt-BR': {
    user_id: 'Id do usuário',
    username: 'Usuário',
    full_name: 'Nome',
    enrolment: 'Inscrição',
    status: 'Situação',
    percent: 'Progresso (%)',
    completed_count: 'Concluídos',
    total_count: 'Total',
    enrolled_at: 'Inscrito em',
    started_at: 'Iniciado em',
    finished_at: 'Concluído em',
    best_score: 'Melhor nota',
    last_activity_at: 'Última atividade',
  },
  'en-US': {
    user_id: 'User id',
    username: 'Username',
    full_name: 'Name',
    enrolment: 'Enrolment',
    status: 'Status',
    percent: 'Progress (%)',
    completed_count: 'Completed',
    total_count: 'Total',
    enrolled_at: 'Enrolled at',
    started_at: 'Started at',
    finished_at: 'Finished at',
    best_score: 'Best score',
    last_activity_at: 'Last activity',
  },
  'es-ES': {
    user_id: 'Id del usuario',
    username: 'Usuario',
    full_name: 'Nombre',
    enrolment: 'Inscripción',
    status: 'Estado',
    percent: 'Progreso (%)',
    completed_count: 'Completados',
    total_count: 'Total',
    enrolled_at: 'Inscrito el',
    started_at: 'Iniciado el',
    finished_at: 'Completado el',
    best_score: 'Mejor nota',
    last_activity_at: 'Última actividad',
  },
  'fr-FR': {
    user_id: "Id de l'utilisateur",
    username: "Nom d'utilisateur",
    full_name: 'Nom',
    enrolment: 'Inscription',
    status: 'Statut',
    percent: 'Progression (%)',
    completed_count: 'Terminés',
    total_count: 'Total',
    enrolled_at: 'Inscrit le',
    started_at: 'Commencé le',
    finished_at: 'Terminé le',
    best_score: 'Meilleure note',
    last_activity_at: 'Dernière activité',
  },
};

function csvRow(row: CourseReportRow): string {
  return `${[
    csvField(row.user_id),
    csvField(row.username, true),
    csvField(row.full_name, true),
    csvField(row.enrolment),
    csvField(row.status),
    csvField(row.percent),
    csvField(row.completed_count),
    csvField(row.total_count),
    csvField(row.enrolled_at),
    csvField(row.started_at),
    csvField(row.finished_at),
    csvField(row.best_score),
    csvField(row.last_activity_at),
  ].join(',')}\r\n`;
}

const BATCH = 500;

async function* reportCsv(
  db: Db,
  clientId: number,
  course: ManagedCourse,
  filter: CourseReportFilter,
  language: LanguageCode,
): AsyncGenerator<string> {
  yield `\uFEFF${COLUMNS.map((column) => csvField(TITLES[language][column])).join(',')}\r\n`;
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const rows = await reportBatch(db, clientId, course, filter, after, BATCH);
    if (rows.length > 0) yield rows.map((row) => csvRow(toReportRow(row, course.kind))).join('');
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = last ? { key: last.sort_key, id: last.id } : null;
  }
}

/**
 * GET /api/v1/admin/learning/courses/:id/report.csv: the scope and the course are checked before the answer
 * starts, so a refusal is a plain error answer, never half a file.
 */
export async function exportCourseReport(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  filter: CourseReportFilter,
  language: LanguageCode,
): Promise<{ filename: string; body: AsyncGenerator<string> }> {
  const scope = await enrolmentScope(ctx, auth);
  const course = await managedCourse(ctx.db, scope, courseId);
  const day = ctx.clock.now().toISOString().slice(0, 10);
  return {
    filename: `${course.kind === 'trail' ? 'trail' : 'course'}-${course.id}-report-${day}.csv`,
    // a report may lag the primary by the replica's delay (context.ts readReplica)
    body: reportCsv(readReplica(ctx), scope.clientId, course, filter, language),
  };
}
