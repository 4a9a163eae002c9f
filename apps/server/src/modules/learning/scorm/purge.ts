import type { Trx } from '../../../db/transaction.ts';
import type { ClosingAccount } from '../../manifest.ts';

/** A closing account's SCORM traces: its CMI data goes; packages it imported stay (the client's), without its name. */
export async function purgeScormData(trx: Trx, account: ClosingAccount): Promise<void> {
  await trx.deleteFrom('scorm_sco_data').where('user_id', '=', account.id).execute();
  await trx
    .updateTable('scorm_packages')
    .set({ created_by: null })
    .where('created_by', '=', account.id)
    .execute();
}
