// The points and notifications journeys' texts and people (issue 4); `texts.ts` re-exports them.
import type { DemoUser } from './demo.ts';

/**
 * The points screens (issue 4) in pt-BR, and the demo seller whose history they show (seed/points.ts: Bruno Vendas,
 * Chip Rewards, store MegaInfo Paulista, sales in Q3 and Q4 2026 with some still under audit; the client hides
 * scores, so the ranking shows positions only).
 */
export const POINTS_SELLER: DemoUser = {
  username: 'seller.br',
  fullName: 'Bruno Vendas',
  firstName: 'Bruno',
  language: 'pt-BR',
};
export const POINTS = {
  rankingCard: 'Ranking',
  /** The rewards home card of the demo's running campaign (Q4 2026). */
  home: {
    campaign: 'Q4 2026',
    dates: 'De 01/10/2026 a 15/12/2026',
    points: /^[\d.]+ pontos$/,
    validUntil: 'Válidos até 15/12/2026',
    level: /^Nível (Júnior|Intermediário|Máximo): seus pontos valem ×[\d,]+\.$/,
  },
  sections: { points: 'Meus pontos', statement: 'Extrato', badges: 'Medalhas', ranking: 'Ranking' },
  available: 'Pontos disponíveis',
  statementTable: 'Extrato de pontos',
  statementCount: /^Lançamentos encontrados: \d+$/,
  status: 'Situação',
  underAudit: 'Em auditoria',
  /** The statement's first date filter; dates are typed in the app's order, dd/mm/aaaa in pt-BR (SPEC §9). */
  from: 'De',
  exportCsv: 'Exportar CSV',
  exported: /^Download concluído: statement-\d{4}-\d{2}-\d{2}\.csv$/,
  badgesSummary: /^Você conquistou \d+ de \d+ medalhas\.$/,
  earnedOn: /Conquistada em \d{2}\/\d{2}\/\d{4}/,
  myPosition: 'Sua posição',
  position: /^\d+º$/,
  store: 'Loja',
  storeName: 'MegaInfo Paulista',
  you: 'Você',
  score: 'Pontuação',
  tableTitle: 'Tabela de pontos',
  tableCaption: /^Pontos por ação e nível na campanha Q4 2026$/,
  notebookSale: 'Venda de notebook',
  aboutTitle: 'Sobre o programa',
  levelsTitle: 'Níveis e benefícios',
};

/**
 * Notifications and level changes (issue 4) in pt-BR. The journeys' people: Chip Rewards' own programme
 * administrator (e2e/serve.mjs adds it), the sellers who get a level decision live (one per Playwright project,
 * junior in Q4 2026 below the intermediate threshold of 1 200), and the sellers whose pending level change the
 * administrator approves in the browser (seed/points.ts).
 */
export const E2E_LEVEL_REVIEWER: DemoUser = {
  username: 'e2e.levels',
  fullName: 'Lívia Níveis',
  firstName: 'Lívia',
  language: 'pt-BR',
};
export const LIVE_NOTIFICATION_USERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: { username: 'juliana.br', fullName: 'Juliana Alves', firstName: 'Juliana', language: 'pt-BR' },
  mobile: { username: 'gabriel.br', fullName: 'Gabriel Costa', firstName: 'Gabriel', language: 'pt-BR' },
};
export const PENDING_LEVEL_CHANGES: Record<'desktop' | 'mobile', { username: string; fullName: string }> = {
  desktop: { username: 'rafael.br', fullName: 'Rafael Lima' },
  mobile: { username: 'sofia.mx', fullName: 'Sofía Hernández' },
};
export const NOTIFICATIONS = {
  bell: /^Notificações(, (\d+) não lidas?)?$/,
  bellName: (count: number) =>
    count === 0
      ? 'Notificações'
      : count === 1
        ? 'Notificações, 1 não lida'
        : `Notificações, ${count} não lidas`,
  inbox: (count: number) =>
    count === 0 ? 'Mensagens' : count === 1 ? 'Mensagens, 1 não lida' : `Mensagens, ${count} não lidas`,
  title: 'Notificações',
  approvedTitle: 'Mudança de nível aprovada',
  approvedBody:
    'Sua mudança para o nível Intermediário foi aprovada. Os benefícios do novo nível valem até o fim da campanha.',
  announced: /^Nova notificação: Mudança de nível aprovada\./,
  unread: 'Não lida',
  markRead: (title: string) => `Marcar como lida: ${title}`,
  menu: 'Mudanças de nível',
  levelChangesTitle: 'Mudanças de nível',
  levelChangeTitle: (name: string) => `Mudança de nível de ${name}`,
  openEvidence: (name: string, campaign: string) => `Ver as evidências de ${name} na campanha ${campaign}`,
  campaign: 'Campanha',
  runningCampaign: 'Q4 2026',
  evidenceCaption: /^Lançamentos de venda, foto e cliente oculto na campanha: \d+$/,
  saleSource: /Venda demo-/,
  approveButton: (name: string) => `Aprovar a mudança de nível de ${name}`,
  approveDialog: 'Aprovar mudança de nível?',
  approve: 'Aprovar',
  /** The seeded pending changes count sales still under audit: the dialog says so and approves anyway. */
  underAudit: /^Lançamentos que contam para este nível ainda em auditoria: \d+\. Aprovar mesmo assim\?$/,
  approveAnyway: 'Aprovar mesmo assim',
  approved: (name: string) => `Mudança de nível de ${name} aprovada.`,
  status: 'Situação',
  approvedStatus: 'Aprovada',
};
