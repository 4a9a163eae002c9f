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

// The demo's people and names, and each journey's own texts, live by sub-domain; journeys import them all from here.
export * from './demo.ts';
export * from './texts-accounts.ts';
export * from './texts-learning.ts';
export * from './texts-points.ts';
