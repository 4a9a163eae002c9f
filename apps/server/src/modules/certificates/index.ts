// certificates' public surface: its manifest (issue 14's certificates). Other modules see certificates through the
// contract only.
import type { ServerModule } from '../manifest.ts';
import { deleteCertificatesOf } from './queries.ts';
import { certificateRoutes } from './routes.ts';
import { certificateDemoSteps } from './seed.ts';

export const certificatesModule: ServerModule = {
  name: 'certificates',
  routes: [certificateRoutes],
  // a certificate carries its learner's name: closing the account deletes them (their codes stop verifying)
  purgePersonalData: (trx, account) => deleteCertificatesOf(trx, account.id),
  seed: certificateDemoSteps,
};
