import type { Trx } from '../../db/transaction.ts';
import type { ClosingAccount } from '../manifest.ts';

/**
 * A closing account's learning traces: enrolments, progress, favourites and group memberships are the user's own
 * data and go; the courses they authored stay (authored content belongs to the client), without their name.
 */
export async function purgeLearningData(trx: Trx, account: ClosingAccount): Promise<void> {
  await trx.deleteFrom('activity_progress').where('user_id', '=', account.id).execute();
  await trx.deleteFrom('course_progress').where('user_id', '=', account.id).execute();
  await trx.deleteFrom('enrolments').where('user_id', '=', account.id).execute();
  await trx.deleteFrom('course_favourites').where('user_id', '=', account.id).execute();
  await trx.deleteFrom('user_group_members').where('user_id', '=', account.id).execute();
  await trx.updateTable('courses').set({ created_by: null }).where('created_by', '=', account.id).execute();
}
