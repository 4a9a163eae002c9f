/**
 * What the user reads, per interface language. Written out here (not imported from the app's locale files) so a
 * journey fails when a visible text changes by accident.
 */
export type Lang = 'pt-BR' | 'en-US' | 'es-ES' | 'fr-FR';

export interface UiTexts {
  /** The language's own name in the language controls. */
  languageName: string;
  language: string;
  signInTitle: string;
  username: string;
  password: string;
  submit: string;
  greeting(firstName: string): string;
  clientLine(client: string): string;
  home: string;
  more: string;
  mainMenu: string;
  languageButton(current: string): string;
  userMenu(fullName: string): string;
  signOut: string;
  clientSwitcherButton(current: string): string;
  clientSwitcherLabel: string;
  clientPickerTitle: string;
  brandSignIn(name: string): string;
  cookieTitle: string;
  acceptAll: string;
  cookieSettings: string;
  notFoundTitle: string;
  maintenanceTitle: string;
  maintenanceLoginNotice: string;
}

export const TEXTS: Record<Lang, UiTexts> = {
  'pt-BR': {
    languageName: 'Português (Brasil)',
    language: 'Idioma',
    signInTitle: 'Entrar',
    username: 'Usuário ou e-mail',
    password: 'Senha',
    submit: 'Entrar',
    greeting: (name) => `Olá, ${name}!`,
    clientLine: (client) => `Você está em ${client}.`,
    home: 'Início',
    more: 'Mais',
    mainMenu: 'Menu principal',
    languageButton: (current) => `Idioma: ${current}. Trocar idioma`,
    userMenu: (name) => `Menu do usuário ${name}`,
    signOut: 'Sair',
    clientSwitcherButton: (current) => `Cliente atual: ${current}. Trocar de cliente`,
    clientSwitcherLabel: 'Cliente',
    clientPickerTitle: 'Escolha um cliente',
    brandSignIn: (name) => `${name}, ir para o login`,
    cookieTitle: 'Cookies',
    acceptAll: 'Aceitar todos',
    cookieSettings: 'Configurações de cookies',
    notFoundTitle: 'Página não encontrada',
    maintenanceTitle: 'Estamos em manutenção',
    maintenanceLoginNotice: 'Plataforma em manutenção',
  },
  'en-US': {
    languageName: 'English (US)',
    language: 'Language',
    signInTitle: 'Sign in',
    username: 'Username or e-mail',
    password: 'Password',
    submit: 'Sign in',
    greeting: (name) => `Hello, ${name}!`,
    clientLine: (client) => `You are in ${client}.`,
    home: 'Home',
    more: 'More',
    mainMenu: 'Main menu',
    languageButton: (current) => `Language: ${current}. Change language`,
    userMenu: (name) => `User menu for ${name}`,
    signOut: 'Sign out',
    clientSwitcherButton: (current) => `Current client: ${current}. Switch client`,
    clientSwitcherLabel: 'Client',
    clientPickerTitle: 'Choose a client',
    brandSignIn: (name) => `${name}, go to sign-in`,
    cookieTitle: 'Cookies',
    acceptAll: 'Accept all',
    cookieSettings: 'Cookie settings',
    notFoundTitle: 'Page not found',
    maintenanceTitle: 'We are under maintenance',
    maintenanceLoginNotice: 'Platform under maintenance',
  },
  'es-ES': {
    languageName: 'Español',
    language: 'Idioma',
    signInTitle: 'Iniciar sesión',
    username: 'Usuario o correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    greeting: (name) => `¡Hola, ${name}!`,
    clientLine: (client) => `Estás en ${client}.`,
    home: 'Inicio',
    more: 'Más',
    mainMenu: 'Menú principal',
    languageButton: (current) => `Idioma: ${current}. Cambiar idioma`,
    userMenu: (name) => `Menú de usuario de ${name}`,
    signOut: 'Cerrar sesión',
    clientSwitcherButton: (current) => `Cliente actual: ${current}. Cambiar de cliente`,
    clientSwitcherLabel: 'Cliente',
    clientPickerTitle: 'Elige un cliente',
    brandSignIn: (name) => `${name}, ir al inicio de sesión`,
    cookieTitle: 'Cookies',
    acceptAll: 'Aceptar todas',
    cookieSettings: 'Configuración de cookies',
    notFoundTitle: 'Página no encontrada',
    maintenanceTitle: 'Estamos en mantenimiento',
    maintenanceLoginNotice: 'Plataforma en mantenimiento',
  },
  'fr-FR': {
    languageName: 'Français',
    language: 'Langue',
    signInTitle: 'Connexion',
    username: "Nom d'utilisateur ou e-mail",
    password: 'Mot de passe',
    submit: 'Se connecter',
    greeting: (name) => `Bonjour, ${name} !`,
    clientLine: (client) => `Vous êtes dans ${client}.`,
    home: 'Accueil',
    more: 'Plus',
    mainMenu: 'Menu principal',
    languageButton: (current) => `Langue : ${current}. Changer de langue`,
    userMenu: (name) => `Menu de l'utilisateur ${name}`,
    signOut: 'Se déconnecter',
    clientSwitcherButton: (current) => `Client actuel : ${current}. Changer de client`,
    clientSwitcherLabel: 'Client',
    clientPickerTitle: 'Choisissez un client',
    brandSignIn: (name) => `${name}, aller à la connexion`,
    cookieTitle: 'Cookies',
    acceptAll: 'Tout accepter',
    cookieSettings: 'Paramètres des cookies',
    notFoundTitle: 'Page introuvable',
    maintenanceTitle: 'Nous sommes en maintenance',
    maintenanceLoginNotice: 'Plateforme en maintenance',
  },
};

/** Demo data (apps/server/src/db/seed): every account's password, and the names the journeys meet. */
export const DEMO_PASSWORD = 'Elevar@2026';

export const ACADEMY = 'Academia Franquia Elevar';
export const REWARDS = 'Chip Rewards';

export interface DemoUser {
  username: string;
  fullName: string;
  firstName: string;
  /** The language the account signs in with. */
  language: Lang;
}

export const USERS = {
  learner: { username: 'learner', fullName: 'Ana Aprendiz', firstName: 'Ana', language: 'pt-BR' },
  instructor: { username: 'instructor', fullName: 'Igor Instrutor', firstName: 'Igor', language: 'pt-BR' },
  moderator: { username: 'moderator', fullName: 'Marta Moderadora', firstName: 'Marta', language: 'pt-BR' },
  admin: { username: 'admin', fullName: 'Alice Admin', firstName: 'Alice', language: 'en-US' },
  support: { username: 'support', fullName: 'Sofia Suporte', firstName: 'Sofia', language: 'pt-BR' },
} as const satisfies Record<string, DemoUser>;

/** The shared placeholder of sections not built yet (pt-BR). */
export const COMING_SOON = 'Esta seção estará disponível em breve. Estamos trabalhando nela.';

/** Server messages (packages/domain errors.ts; SPEC §8), in pt-BR. */
export const LOGIN_ERRORS = {
  invalidCredentials: 'Erro ao fazer login. Verifique o usuário e a senha informados.',
  blockedForRules:
    'Sua conta foi bloqueada por atividade inconsistente com as regras do programa. Entre em contato com o representante da loja ou com o suporte.',
  pendingApproval: 'Seu cadastro está aguardando aprovação. Você receberá um e-mail quando for aprovado.',
};

/**
 * Accounts (issue 3) in pt-BR, the academy's language: registration, review, outbox, recovery, profile, links.
 * Written out like the rest of this file, so a journey fails when one of them changes by accident.
 */
export const ACCOUNTS = {
  login: {
    forgotPassword: 'Esqueceu sua senha?',
    register: 'Cadastre-se',
    sso: 'Entrar com login único',
    passwordSetNotice: 'Senha definida. Entre com sua nova senha.',
    accountClosedNotice: 'Sua conta foi encerrada. Obrigado por ter participado do programa.',
  },
  register: {
    title: 'Cadastre-se',
    name: 'Nome',
    lastName: 'Sobrenome',
    country: 'País',
    document: 'Documento',
    email: 'E-mail',
    emailConfirmation: 'Confirme o e-mail',
    phone: 'Celular',
    password: 'Senha',
    passwordConfirmation: 'Confirme a senha',
    terms: 'Li e aceito os termos e condições',
    adult: 'Confirmo que tenho 18 anos ou mais',
    submit: 'Criar conta',
    reviewFields: 'Revise os campos destacados.',
    successTitle: 'Cadastro enviado',
    awaiting: 'Aguardando aprovação',
    successBody: (email: string) =>
      `Recebemos seu cadastro e ele está aguardando aprovação. Você receberá um e-mail em ${email} quando ele for aprovado.`,
    backToSignIn: 'Voltar para o login',
  },
  review: {
    menu: 'Cadastros pendentes',
    title: 'Cadastros pendentes',
    search: 'Buscar',
    count: (count: number) => `Cadastros encontrados: ${count}`,
    approveLabel: (name: string) => `Aprovar o cadastro de ${name}`,
    approveTitle: 'Aprovar cadastro?',
    approveBody: (name: string) => `${name} poderá entrar na plataforma e será avisado por e-mail.`,
    approve: 'Aprovar',
    approved: (name: string) => `Cadastro de ${name} aprovado.`,
    empty: 'Nenhum cadastro encontrado.',
  },
  outbox: {
    menu: 'Caixa de saída',
    title: 'Caixa de saída',
    recipient: 'Destinatário',
    search: 'Buscar',
    count: (count: number) => `Mensagens encontradas: ${count}`,
    recoverySubject: 'Redefinição de senha',
  },
  recovery: {
    title: 'Esqueci minha senha',
    method: 'Recuperar por',
    byEmail: 'E-mail',
    byDocument: 'Documento',
    email: 'E-mail',
    sendLink: 'Enviar link',
    linkSentTitle: 'Link enviado',
    linkSentBody: (email: string) =>
      `Enviamos para ${email} um link para criar uma nova senha. Confira sua caixa de entrada e a pasta de spam.`,
    document: 'Documento',
    continue: 'Continuar',
    phoneStep: 'Confirme seu celular',
    phoneOnFile: (masked: string) => `Celular cadastrado: ${masked}`,
    phone: 'Celular',
    sms: 'SMS',
    sendCode: 'Enviar código',
    codeTitle: 'Digite o código',
    codeSentTo: (masked: string) => `Enviamos um código por SMS para ${masked}.`,
    code: 'Código de 6 dígitos',
    validateCode: 'Validar código',
    resendIn: /^Reenviar código em \d{2}:\d{2}$/,
    newPasswordTitle: 'Crie uma nova senha',
    forUser: (username: string) => `Usuário: ${username}`,
    password: 'Senha',
    passwordConfirmation: 'Confirme a senha',
    savePassword: 'Salvar senha',
  },
  profile: {
    title: 'Perfil',
    sections: 'Seções do perfil',
    myData: 'Meus dados',
    contact: 'Contato',
    phone: 'Alterar celular',
    closeAccount: 'Encerrar conta',
    nickname: 'Apelido',
    birthday: 'Data de nascimento',
    year: 'Ano',
    month: 'Mês',
    day: 'Dia',
    email: 'E-mail',
    emailConfirmation: 'Confirme o e-mail',
    save: 'Salvar',
    saved: 'Alterações salvas.',
    invalidEmail: 'Endereço de e-mail inválido',
    currentPhone: (phone: string) => `Celular atual: ${phone}`,
    verified: 'Verificado',
    notVerified: 'Não verificado',
    newPhone: 'Número do celular',
    sendCode: 'Enviar código',
    resend: 'Reenviar código',
    resendIn: /^Você poderá pedir um novo código em \d{2}:\d{2}$/,
    codeSent: (phone: string) => `Enviamos um código por SMS para ${phone}.`,
    code: 'Código de 6 dígitos',
    confirmCode: 'Confirmar código',
    phoneConfirmed: 'Celular verificado e atualizado.',
    typeName: 'Digite seu nome completo',
    closeSubmit: 'Encerrar minha conta',
    closeConfirmTitle: 'Encerrar sua conta?',
    closeConfirm: 'Sim, encerrar conta',
  },
  links: {
    failedTitle: 'Não foi possível abrir o link',
    invalid: 'O link de acesso é inválido ou expirou. Entre com seu usuário e senha.',
    backToLogin: 'Ir para a página de login',
    news: 'Notícias',
  },
  sso: {
    providerTitle: 'Provedor de identidade de teste',
    providerEmail: 'E-mail corporativo',
    providerContinue: 'Continuar',
  },
};

/**
 * Fixtures e2e/serve.mjs adds to the seeded database (the same values are written there): the academy's own
 * account reviewer (one client, so no client picker; admin and support are kept for tenancy.spec), and the
 * identity the local OpenID provider knows, which is the demo learner's e-mail.
 */
export const E2E_REVIEWER: DemoUser = {
  username: 'e2e.reviewer',
  fullName: 'Rita Revisora',
  firstName: 'Rita',
  language: 'pt-BR',
};
export const SSO_IDENTITY = { email: 'learner@demo.elevar.app' };
/** Academy learners who have not accepted the published terms yet, one per Playwright project. */
export const E2E_TERMS_USERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: {
    username: 'e2e.terms.desktop',
    fullName: 'Tereza Termos',
    firstName: 'Tereza',
    language: 'pt-BR',
  },
  mobile: { username: 'e2e.terms.mobile', fullName: 'Tomás Termos', firstName: 'Tomás', language: 'pt-BR' },
};

/** The academy's partner-link settings (seed: DEMO_WEBSERVICE_SECRET, client slug). */
export const ACADEMY_SLUG = 'franchise-academy';
export const ACADEMY_WEBSERVICE_SECRET = 'demo-webservice-secret-not-for-production';

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

/** Academy learners with no progress, in the Franqueados group, one per Playwright project (e2e/serve.mjs). */
export const E2E_LEARNERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: { username: 'e2e.learner.desktop', fullName: 'Lara Lições', firstName: 'Lara', language: 'pt-BR' },
  mobile: { username: 'e2e.learner.mobile', fullName: 'Luca Lições', firstName: 'Luca', language: 'pt-BR' },
};

/** Academy learners with no progress who finish the store trail (serve.mjs), one per viewport. */
export const E2E_TRAIL_LEARNERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: { username: 'e2e.trail.desktop', fullName: 'Tiago Trilha', firstName: 'Tiago', language: 'pt-BR' },
  mobile: { username: 'e2e.trail.mobile', fullName: 'Tina Trilha', firstName: 'Tina', language: 'pt-BR' },
};

/**
 * Programme administrators of the academy and Chip Rewards in English, who have not chosen a client, one per
 * Playwright project (e2e/serve.mjs): learning-authoring.spec publishes as them.
 */
export const E2E_PUBLISHERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: {
    username: 'e2e.publisher.desktop',
    fullName: 'Paula Publisher',
    firstName: 'Paula',
    language: 'en-US',
  },
  mobile: {
    username: 'e2e.publisher.mobile',
    fullName: 'Peter Publisher',
    firstName: 'Peter',
    language: 'en-US',
  },
};
