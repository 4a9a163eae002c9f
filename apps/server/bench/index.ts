/**
 * `npm run bench`: the benches, one after the other. BENCH_SCENARIO picks one: `ranking` (ranking.ts: a
 * 1,000,000-user ranking read while the ledger posts), `request-path` (request-path.ts: the real server against a
 * bare Fastify + pg endpoint, through HTTP) or `bulk-enrolment` (bulk-enrolment.ts: 10,000 users enrolled by the
 * background job) or `learning` (learning.ts: the learner's catalogue, search, course pages and progress saves
 * paced at 1,000 requests/s against a bare endpoint), `assessment` (assessment.ts: 500 learners submitting a timed
 * exam at once, then 10,000 approvals' certificates issued by the job), `store` (store.ts: the reward store's
 * catalogue and details paced at 1,000 requests/s while redemptions of hot rewards race, the stock and balances
 * checked against the orders) or `rewards` (rewards.ts: sale reports, invoice uploads and audit queue pages over
 * 1,000,000 sale lines, paced at 500 requests/s) or `two-instances` (two-instances.ts: the request path through a
 * round-robin balancer over two instances against one, and an instance restarted mid-run with no request failing);
 * unset or `all` runs them all. Exit code 1 when a scenario found wrong
 * results or failed requests, 2 when one could not run; the performance targets are printed as verdicts.
 */
import { runAssessmentBench } from './assessment.ts';
import { runBulkEnrolmentBench } from './bulk-enrolment.ts';
import { runLearningBench } from './learning.ts';
import { runRankingBench } from './ranking.ts';
import { runRequestPathBench } from './request-path.ts';
import { runRewardsBench } from './rewards.ts';
import { runStoreBench } from './store.ts';
import { runTwoInstancesBench } from './two-instances.ts';

const SCENARIOS: Record<string, () => Promise<boolean>> = {
  ranking: runRankingBench,
  'request-path': runRequestPathBench,
  'bulk-enrolment': runBulkEnrolmentBench,
  learning: runLearningBench,
  assessment: runAssessmentBench,
  store: runStoreBench,
  rewards: runRewardsBench,
  'two-instances': runTwoInstancesBench,
};

const picked = process.env.BENCH_SCENARIO ?? 'all';
const names = picked === 'all' ? Object.keys(SCENARIOS) : [picked];
let ok = true;
try {
  for (const name of names) {
    const run = SCENARIOS[name];
    if (!run) throw new Error(`BENCH_SCENARIO must be one of all, ${Object.keys(SCENARIOS).join(', ')}`);
    process.stdout.write(`\n=== bench: ${name} ===\n`);
    ok = (await run()) && ok;
  }
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 2;
}
