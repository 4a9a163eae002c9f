import {
  type RevokeCertificateInput,
  type StaffCertificate,
  type StaffCertificatePage,
  type StaffCertificateQuery,
  StaffCertificateQuery as StaffCertificateQuerySchema,
} from '@elevar/contract';
import type { LanguageCode, Role } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { loadActor, requireRole } from '../identity/index.ts';
import * as q from './queries.ts';
import { factsOf } from './service.ts';

/** Who manages the client's certificates: its programme administrators (and a superuser acting in it). */
export const CERTIFICATE_ADMIN_ROLES: readonly Role[] = ['program_admin'];

function toStaff(ctx: ServiceContext, row: q.StaffCertificateRow, language: LanguageCode): StaffCertificate {
  return {
    id: row.id,
    course_id: row.course_id,
    ...factsOf(ctx, row, language),
    revoke_reason: row.revoke_reason,
    revoked_by: row.revoked_by,
  };
}

/** GET /api/v1/admin/certificates: the client's certificates, newest first, searched by learner, title or code. */
export async function listClientCertificates(
  ctx: ServiceContext,
  auth: AuthContext,
  input: StaffCertificateQuery,
  language: LanguageCode,
): Promise<StaffCertificatePage> {
  const query = StaffCertificateQuerySchema.parse(input);
  const clientId = requireRole(await loadActor(ctx, auth), CERTIFICATE_ADMIN_ROLES);
  const { count, rows } = await q.listClientCertificates(ctx.db, clientId, query.search || undefined, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toStaff(ctx, row, language)),
  };
}

/**
 * POST /api/v1/admin/certificates/:id/revoke: revokes one of the client's certificates with a reason (audited);
 * its verification then answers not valid, with the date. Already revoked: 409; another client's: 404.
 */
export async function revokeCertificate(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  input: RevokeCertificateInput,
  language: LanguageCode,
): Promise<StaffCertificate> {
  const actor = await loadActor(ctx, auth);
  const clientId = requireRole(actor, CERTIFICATE_ADMIN_ROLES);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const revoked = await q.revokeCertificate(
      trx,
      { clientId, id },
      { by: actor.userId, reason: input.reason, at: now },
    );
    if (!revoked) {
      if (await q.findClientCertificate(trx, clientId, id))
        throw new AppError('certificates.already_revoked', 409);
      throw notFound();
    }
    await recordAudit(trx, {
      actor: actor.userId,
      clientId,
      at: now,
      action: 'certificates.certificate.revoked',
      entity: 'certificate',
      entityId: id,
      fields: ['revoked_at', 'revoke_reason'],
    });
    const row = await q.findClientCertificate(trx, clientId, id);
    if (!row) throw notFound();
    return toStaff(ctx, row, language);
  });
}
