// The accounts journeys' texts and people (issue 3); `texts.ts` re-exports them.
import type { DemoUser } from './demo.ts';

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
    firstNews: 'Bem-vindo ao novo portal de notícias',
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
