#!/usr/bin/env node
// The browser journeys' web server: the real product (`scripts/start.mjs` compiles the server, builds the web app
// when stale, migrates, seeds the demo data and listens) on a throwaway embedded database, recreated per start.
//
// Before the product starts, this script prepares that database with what only the journeys need (the product's
// own compiled modules migrate and seed it, then the fixtures below are added and the database is closed again):
// - an account reviewer of the academy alone, so reviewing accounts in the browser needs no client choice (the
//   demo reviewers, admin and support, belong to two clients, and tenancy.spec needs them to not have chosen);
// - two academy learners who have not accepted the published terms yet, one per viewport, for the terms prompt;
// - Chip Rewards' own programme administrator, for the level-change review and the live notifications;
// - Chip Rewards' set-up administrator and two unregistered salespeople, for the brands journey (rewards-setup.spec);
// - two Chip Rewards salespeople with an order each awaiting approval and the store's own operator, for the order
//   queue journey (rewards-orders.spec.ts), and an Argentine salesperson per viewport who finds in the store the
//   reward that operator creates (offered in Argentina alone, so the Brazilian store of rewards-store.spec is as seeded);
// - a Chip Rewards campaign that has not begun (the first quarter of next year), whose points table the programme
//   administrator edits in the browser (the demo's two campaigns have begun, so their values are fixed);
// - single sign-on for the academy against a real local OpenID provider that this script runs beside the
//   server (e2e/oidc-provider.mjs), with one identity: the demo learner's e-mail.
// The values are repeated in e2e/texts.ts (E2E_REVIEWER, SSO_IDENTITY), which the journeys read.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startOidcProvider } from './oidc-provider.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = process.env.E2E_PORT ?? '3210';
// one database per port, so journeys run on another E2E_PORT never clear the data of a run in progress
const dataDir = path.join(root, `node_modules/.cache/elevar-test/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The origin the browser uses (playwright.config.ts baseURL): links in e-mails must open on it.
const publicUrl = `http://127.0.0.1:${port}`;

/** Signs in as the academy's reviewer only (support role, one client): see the note above. */
const E2E_REVIEWER = { username: 'e2e.reviewer', fullName: 'Rita Revisora', copyPasswordFrom: 'support' };
/** Learners who still have to accept the terms (the journey accepts them: one account per Playwright project). */
const E2E_TERMS_USERS = [
  { username: 'e2e.terms.desktop', fullName: 'Tereza Termos' },
  { username: 'e2e.terms.mobile', fullName: 'Tomás Termos' },
];
/** Who the local provider knows: the demo learner, by e-mail (the server links the identity on first use). */
const SSO_IDENTITY = { sub: 'e2e-sso-ana', email: 'learner@demo.elevar.app', email_verified: true };
/**
 * Chip Rewards' own programme administrator (one client, so no client picker): reviews level changes in the
 * browser and, through the API, posts the entries and decisions that send the journeys' live notifications. The
 * demo admin belongs to two clients and must stay unchosen for tenancy.spec.
 */
const E2E_LEVEL_REVIEWER = { username: 'e2e.levels', fullName: 'Lívia Níveis' };
// academy learners in the Franqueados group, one per Playwright project, with no progress (learning.spec)
const E2E_LEARNERS = [
  { username: 'e2e.learner.desktop', fullName: 'Lara Lições' },
  { username: 'e2e.learner.mobile', fullName: 'Luca Lições' },
];
// academy learners with no progress, one per Playwright project, who finish the store trail (trail.spec)
const E2E_TRAIL_LEARNERS = [
  { username: 'e2e.trail.desktop', fullName: 'Tiago Trilha' },
  { username: 'e2e.trail.mobile', fullName: 'Tina Trilha' },
];
/**
 * Programme administrators of both demo clients who speak English and have not chosen a client yet, one per
 * Playwright project: learning-authoring.spec picks the academy and publishes as them (the demo admin is the same
 * kind of account but must stay unchosen for tenancy.spec).
 */
const E2E_PUBLISHERS = [
  { username: 'e2e.publisher.desktop', fullName: 'Paula Publisher' },
  { username: 'e2e.publisher.mobile', fullName: 'Peter Publisher' },
];
/**
 * News (news.spec): academy learners who have read nothing, one per Playwright project, and the academy's own news
 * editor (a programme administrator of the academy alone, so no client picker).
 */
const E2E_NEWS_READERS = [
  { username: 'e2e.news.desktop', fullName: 'Nina Notícias' },
  { username: 'e2e.news.mobile', fullName: 'Noé Notícias' },
];
const E2E_NEWS_EDITOR = { username: 'e2e.news.editor', fullName: 'Eva Editora' };
/** Learners of the academy who search the FAQ and write to support (faq-support.spec.ts), one per project. */
const E2E_SUPPORT_LEARNERS = [
  { username: 'e2e.support.desktop', fullName: 'Sara Suporte' },
  { username: 'e2e.support.mobile', fullName: 'Saulo Suporte' },
];
/** Learners of the academy who review "Atendimento na prática" (reviews.spec.ts), one per project. */
const E2E_REVIEW_LEARNERS = [
  { username: 'e2e.review.desktop', fullName: 'Rui Resenha' },
  { username: 'e2e.review.mobile', fullName: 'Rosa Resenha' },
];
/** Learners of the academy who reply in the forum and have a reply hidden (forum.spec.ts), one per project. */
const E2E_FORUM_LEARNERS = [
  { username: 'e2e.forum.desktop', fullName: 'Flora Fórum' },
  { username: 'e2e.forum.mobile', fullName: 'Fábio Fórum' },
];
/** Learners of the academy who have never seen its onboarding tour (onboarding.spec.ts), one per project. */
const E2E_ONBOARDING_LEARNERS = [
  { username: 'e2e.onboarding.desktop', fullName: 'Olga Onboarding' },
  { username: 'e2e.onboarding.mobile', fullName: 'Otto Onboarding' },
];
/**
 * The academy's own programme administrator who revokes a certificate (certificates.spec.ts), in English: one client,
 * so no client picker (the demo admin must stay unchosen for tenancy.spec).
 */
const E2E_CERTIFICATES_ADMIN = { username: 'e2e.certificates.admin', fullName: 'Carla Certificados' };
/**
 * The order journey (rewards-orders.spec.ts): a Brazilian salesperson of Chip Rewards per viewport, each with a
 * partner account, store points and one order of the knife set awaiting approval (placed by the server's own code),
 * and Chip Rewards' own store operator (one client: no client picker) who approves, ships and delivers it.
 */
const E2E_ORDER_USERS = [
  { username: 'e2e.orders.desktop', fullName: 'Otávio Pedidos' },
  { username: 'e2e.orders.mobile', fullName: 'Olívia Pedidos' },
];
const E2E_ORDER_OPERATOR = { username: 'e2e.orders.admin', fullName: 'Oscar Operador' };
const E2E_ORDER_REWARD = 'Knife set';
/**
 * The set-up journey (rewards-setup.spec.ts): Chip Rewards' own programme administrator who adds brands, and a
 * Brazilian salesperson per viewport with a partner account, not registered for the running campaign, whose
 * registration form then offers the new brand.
 */
const E2E_SETUP_ADMIN = { username: 'e2e.setup.admin', fullName: 'Sérgio Configura' };
const E2E_SETUP_SELLERS = [
  { username: 'e2e.setup.desktop', fullName: 'Sara Inscrita' },
  { username: 'e2e.setup.mobile', fullName: 'Saulo Inscrito' },
];
/** The catalogue journey (rewards-orders.spec.ts): who finds the operator's new reward, in Argentina. */
const E2E_CATALOGUE_BUYERS = [
  { username: 'e2e.catalogue.desktop', fullName: 'Alma Catálogo' },
  { username: 'e2e.catalogue.mobile', fullName: 'Abril Catálogo' },
];
/** Chip Rewards' campaign still to begin, named by its year (texts.ts builds the same name). */
const E2E_FUTURE_CAMPAIGN = (year) => `Q1 ${year}`;
const SSO_CLIENT = { clientId: 'elevar-e2e', clientSecret: 'elevar-e2e-sso-secret-0123456789' };

function run(command, args, label) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`e2e: ${label} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(1);
  }
}

// The server's compiled modules prepare the database below (start.mjs compiles again: a no-op by then).
run(path.join(root, 'node_modules/.bin/tsc'), ['-b'], 'compiling');

const provider = await startOidcProvider({
  redirectUri: `${publicUrl}/api/v1/sso/callback`,
  ...SSO_CLIENT,
  accounts: [SSO_IDENTITY],
});

/** The order journey's accounts (E2E_ORDER_USERS above), each order placed as the redemption endpoint places it. */
async function prepareOrders(db, clientId, addUser) {
  const dist = (file) => pathToFileURL(path.join(root, 'apps/server/dist', file)).href;
  const { postEntry, spendingBalance } = await import(dist('modules/points/index.js'));
  const { placeOrder } = await import(dist('modules/rewards/store/redeem.js'));
  const { rewardInCountry } = await import(dist('modules/rewards/store/queries.js'));
  const { inTransaction } = await import(dist('db/transaction.js'));
  const brazil = await db
    .selectFrom('countries')
    .select('id')
    .where('code', '=', 'BR')
    .executeTakeFirstOrThrow();
  const knives = (
    await db.selectFrom('rewards').select(['id', 'names']).where('client_id', '=', clientId).execute()
  ).find((reward) => reward.names['en-US'] === E2E_ORDER_REWARD);
  if (!knives) throw new Error(`no ${E2E_ORDER_REWARD} in Chip Rewards' store`);
  await addUser(E2E_ORDER_OPERATOR, { client: { id: clientId }, role: 'program_admin' }, true);
  const now = new Date();
  for (const [index, account] of E2E_ORDER_USERS.entries()) {
    const userId = Number(await addUser(account, { client: { id: clientId }, role: 'salesperson' }, true));
    await db
      .updateTable('users')
      .set({ country_id: brazil.id, gmin_number: `1099900${index}` })
      .where('id', '=', userId)
      .execute();
    const today = now.toISOString().slice(0, 10);
    const { campaignId } = await spendingBalance(db, { clientId, userId, today });
    await postEntry(
      db,
      { clientId, userId, programme: 'rewards', campaignId, kind: 'bonus', amount: 1000, reason: 'e2e' },
      now,
    );
    const reward = await rewardInCountry(db, clientId, brazil.id, Number(knives.id));
    const orderId = await inTransaction(db, (trx) =>
      placeOrder(trx, {
        viewer: { clientId, userId, countryId: brazil.id },
        reward,
        campaignId,
        idempotencyKey: `e2e-order-${index}`,
        now,
      }),
    );
    if (orderId === undefined) throw new Error(`${account.username}: the order was not placed`);
  }
  const argentina = await db
    .selectFrom('countries')
    .select('id')
    .where('code', '=', 'AR')
    .executeTakeFirstOrThrow();
  for (const [index, account] of E2E_CATALOGUE_BUYERS.entries()) {
    const userId = Number(await addUser(account, { client: { id: clientId }, role: 'salesperson' }, true));
    await db
      .updateTable('users')
      .set({ country_id: argentina.id, gmin_number: `1099910${index}` })
      .where('id', '=', userId)
      .execute();
  }
}

async function prepareDatabase() {
  const dist = (file) => pathToFileURL(path.join(root, 'apps/server/dist', file)).href;
  const { openPglite } = await import(dist('db/connection.js'));
  const { migrateToLatest } = await import(dist('db/migrate.js'));
  const { seedDemo } = await import(dist('db/seed/index.js'));
  const { diskFileStore } = await import(dist('platform/storage.js'));
  const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
  try {
    const { db } = database;
    await migrateToLatest(db);
    // demo files (SCORM packages) go where the server started below (DATA_DIR) serves them from
    await seedDemo(db, undefined, { files: diskFileStore(dataDir) });
    const academy = await db
      .selectFrom('clients')
      .select('id')
      .where('slug', '=', 'franchise-academy')
      .executeTakeFirstOrThrow();
    const template = await db
      .selectFrom('users')
      .select(['password_hash', 'language_id', 'country_id'])
      .where('username', '=', E2E_REVIEWER.copyPasswordFrom)
      .executeTakeFirstOrThrow();
    const termsPage = await db
      .selectFrom('institutional_pages')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('slug', '=', 'terms-and-conditions')
      .executeTakeFirstOrThrow();
    const rewards = await db
      .selectFrom('clients')
      .select('id')
      .where('slug', '=', 'chip-rewards')
      .executeTakeFirstOrThrow();
    const addUser = async ({ username, fullName }, membership, acceptedTerms) => {
      const [name, ...rest] = fullName.split(' ');
      const user = await db
        .insertInto('users')
        .values({
          username,
          email: `${username}@demo.elevar.app`,
          full_name: fullName,
          name,
          last_name: rest.join(' '),
          password_hash: template.password_hash,
          status: 'approved',
          language_id: template.language_id,
          country_id: template.country_id,
          accepted_terms_version: acceptedTerms ? Number(termsPage.version) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('user_clients')
        .values({ user_id: user.id, client_id: membership.client.id, role: membership.role })
        .execute();
      return user.id;
    };
    await addUser(E2E_REVIEWER, { client: academy, role: 'support' }, true);
    for (const learner of E2E_TERMS_USERS)
      await addUser(learner, { client: academy, role: 'learner' }, false);
    await addUser(E2E_LEVEL_REVIEWER, { client: rewards, role: 'program_admin' }, true);
    const franchisees = await db
      .selectFrom('user_groups')
      .select('id')
      .where('client_id', '=', academy.id)
      .where('name', '=', 'Franqueados')
      .executeTakeFirstOrThrow();
    for (const learner of E2E_LEARNERS) {
      const id = await addUser(learner, { client: academy, role: 'learner' }, true);
      await db.insertInto('user_group_members').values({ group_id: franchisees.id, user_id: id }).execute();
    }
    for (const learner of E2E_TRAIL_LEARNERS)
      await addUser(learner, { client: academy, role: 'learner' }, true);
    for (const reader of E2E_NEWS_READERS) await addUser(reader, { client: academy, role: 'learner' }, true);
    await addUser(E2E_NEWS_EDITOR, { client: academy, role: 'program_admin' }, true);
    const certificatesAdmin = await addUser(
      E2E_CERTIFICATES_ADMIN,
      { client: academy, role: 'program_admin' },
      true,
    );
    // en-US (languages.ts: id 2)
    await db.updateTable('users').set({ language_id: 2 }).where('id', '=', certificatesAdmin).execute();
    for (const learner of E2E_SUPPORT_LEARNERS)
      await addUser(learner, { client: academy, role: 'learner' }, true);
    for (const learner of E2E_REVIEW_LEARNERS)
      await addUser(learner, { client: academy, role: 'learner' }, true);
    for (const learner of E2E_FORUM_LEARNERS)
      await addUser(learner, { client: academy, role: 'learner' }, true);
    for (const learner of E2E_ONBOARDING_LEARNERS)
      await addUser(learner, { client: academy, role: 'learner' }, true);
    for (const publisher of E2E_PUBLISHERS) {
      const id = await addUser(publisher, { client: academy, role: 'program_admin' }, true);
      await db
        .insertInto('user_clients')
        .values({ user_id: id, client_id: rewards.id, role: 'program_admin' })
        .execute();
      // en-US (languages.ts: id 2)
      await db.updateTable('users').set({ language_id: 2 }).where('id', '=', id).execute();
    }
    await prepareOrders(db, rewards.id, addUser);
    await addUser(E2E_SETUP_ADMIN, { client: rewards, role: 'program_admin' }, true);
    const brazil = await db
      .selectFrom('countries')
      .select('id')
      .where('code', '=', 'BR')
      .executeTakeFirstOrThrow();
    for (const [index, seller] of E2E_SETUP_SELLERS.entries()) {
      const id = await addUser(seller, { client: rewards, role: 'salesperson' }, true);
      await db
        .updateTable('users')
        .set({ country_id: brazil.id, gmin_number: `1088800${index}` })
        .where('id', '=', id)
        .execute();
    }
    const nextYear = new Date().getUTCFullYear() + 1;
    await db
      .insertInto('campaigns')
      .values({
        client_id: rewards.id,
        name: E2E_FUTURE_CAMPAIGN(nextYear),
        begin_date: `${nextYear}-01-04`,
        end_date: `${nextYear}-03-15`,
        is_reward_campaign: true,
      })
      .execute();
    await db
      .updateTable('login_settings')
      .set({
        oauth2_enabled: true,
        direct_login_button: true,
        sso_issuer: provider.issuer,
        sso_client_id: SSO_CLIENT.clientId,
        sso_client_secret: SSO_CLIENT.clientSecret,
      })
      .where('client_id', '=', academy.id)
      .execute();
  } finally {
    await database.close();
  }
}

try {
  await prepareDatabase();
} catch (error) {
  process.stderr.write(`e2e: preparing the database failed: ${error?.stack ?? error}\n`);
  await provider.close();
  process.exit(1);
}

const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: publicUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SECRET_KEY: 'e2e-only-secret-key-0123456789abcdefghijkl',
  SEED_DEMO: 'true',
  // Every journey comes from 127.0.0.1: the per-address limits must not turn a full run into 429s.
  RATE_LIMIT_PER_MINUTE: '100000',
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '10000',
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '10000',
};
// The embedded database, even when CI points the server suite at PostgreSQL (an empty DATABASE_URL is invalid).
delete env.DATABASE_URL;
delete env.TEST_DATABASE_URL;

const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code, signal) => {
  await provider.close();
  process.exit(code ?? (signal ? 1 : 0));
});
