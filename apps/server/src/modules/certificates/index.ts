// certificates' public surface: its manifest (issue 14's certificates). Other modules see certificates through the
// contract only; learning's progress machine reaches it through the manifests' completion hooks.
import type { ServerModule } from '../manifest.ts';
import { deleteCertificatesOf } from './queries.ts';
import { certificateRoutes } from './routes.ts';
import { certificateDemoSteps } from './seed.ts';
import { certificateJobs, issueAtCompletion } from './service.ts';
import { certificateTemplateRoutes } from './template-routes.ts';

export const certificatesModule: ServerModule = {
  name: 'certificates',
  routes: [certificateRoutes, certificateTemplateRoutes],
  jobs: certificateJobs,
  // issued in the transaction that finishes the course or trail
  completionHooks: [issueAtCompletion],
  // a certificate carries its learner's name: closing the account deletes them (their codes stop verifying)
  purgePersonalData: (trx, account) => deleteCertificatesOf(trx, account.id),
  seed: certificateDemoSteps,
};
