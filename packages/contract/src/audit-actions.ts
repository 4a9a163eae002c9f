/**
 * The codes of the audit trail (docs/audit.md), zod-free so the web can list them without loading zod: what was
 * acted on, and every staff action recorded.
 */

/** What was acted on. */
export const AUDIT_ENTITIES = [
  'account',
  'client',
  'point_entry',
  'badge',
  'level_change',
  'point_rule',
  'campaign',
  'course',
  'activity',
  'course_category',
  'user_group',
  'media_upload',
  'question_bank',
  'question',
  'test',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Every staff action recorded: `<module>.<thing>.<what happened>`. A new staff endpoint adds its code here. */
export const AUDIT_ACTIONS = [
  'identity.account.approved',
  'identity.account.rejected',
  'tenancy.maintenance.switched_on',
  'tenancy.maintenance.switched_off',
  'points.entry.posted',
  'points.entry.reversed',
  'points.entry.approved',
  'points.badge.created',
  'points.badge.updated',
  'points.badge.activated',
  'points.badge.deactivated',
  'points.level_change.approved',
  'points.level_change.rejected',
  'points.rule.created',
  'points.rule.updated',
  'points.rule.deleted',
  'points.thresholds.set',
  'learning.course.created',
  'learning.course.updated',
  'learning.course.published',
  'learning.course.unpublished',
  'learning.course.archived',
  'learning.activity.created',
  'learning.activity.updated',
  'learning.activity.deleted',
  'learning.activity.reordered',
  'learning.category.created',
  'learning.category.updated',
  'learning.category.deleted',
  'learning.group_member.added',
  'learning.group_member.imported',
  'learning.group_member.removed',
  'learning.enrolment.bulk',
  'learning.upload.completed',
  'assessment.bank.created',
  'assessment.bank.renamed',
  'assessment.bank.deleted',
  'assessment.question.created',
  'assessment.question.updated',
  'assessment.question.archived',
  'assessment.question.imported',
  'assessment.test.updated',
  'assessment.learner.extra_attempt',
  'assessment.learner.unblocked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
