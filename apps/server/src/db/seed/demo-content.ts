/** Texts of the demo seed: menus, institutional pages and branding, in the four languages. */

type Titles = Record<'pt-BR' | 'en-US' | 'es-ES' | 'fr-FR', string>;

export const MENU_TITLES: Record<string, Titles> = {
  home: { 'pt-BR': 'Início', 'en-US': 'Home', 'es-ES': 'Inicio', 'fr-FR': 'Accueil' },
  online_courses: {
    'pt-BR': 'Cursos online',
    'en-US': 'Online courses',
    'es-ES': 'Cursos en línea',
    'fr-FR': 'Cours en ligne',
  },
  trails: { 'pt-BR': 'Trilhas', 'en-US': 'Learning trails', 'es-ES': 'Rutas', 'fr-FR': 'Parcours' },
  presential_courses: {
    'pt-BR': 'Cursos presenciais',
    'en-US': 'In-person classes',
    'es-ES': 'Cursos presenciales',
    'fr-FR': 'Cours en présentiel',
  },
  webcasts: { 'pt-BR': 'Webinars', 'en-US': 'Webinars', 'es-ES': 'Webinars', 'fr-FR': 'Webinaires' },
  live_classes: {
    'pt-BR': 'Aulas ao vivo',
    'en-US': 'Live classes',
    'es-ES': 'Clases en vivo',
    'fr-FR': 'Cours en direct',
  },
  podcasts: { 'pt-BR': 'Podcasts', 'en-US': 'Podcasts', 'es-ES': 'Podcasts', 'fr-FR': 'Podcasts' },
  library: { 'pt-BR': 'Biblioteca', 'en-US': 'Library', 'es-ES': 'Biblioteca', 'fr-FR': 'Bibliothèque' },
  news: { 'pt-BR': 'Notícias', 'en-US': 'News', 'es-ES': 'Noticias', 'fr-FR': 'Actualités' },
  forum: { 'pt-BR': 'Fórum', 'en-US': 'Forum', 'es-ES': 'Foro', 'fr-FR': 'Forum' },
  faq: { 'pt-BR': 'Perguntas frequentes', 'en-US': 'FAQ', 'es-ES': 'Preguntas frecuentes', 'fr-FR': 'FAQ' },
  profile: { 'pt-BR': 'Perfil', 'en-US': 'Profile', 'es-ES': 'Perfil', 'fr-FR': 'Profil' },
  campaigns: { 'pt-BR': 'Campanhas', 'en-US': 'Campaigns', 'es-ES': 'Campañas', 'fr-FR': 'Campagnes' },
  insert_sales: {
    'pt-BR': 'Informar vendas',
    'en-US': 'Report sales',
    'es-ES': 'Informar ventas',
    'fr-FR': 'Déclarer des ventes',
  },
  upload_photos: {
    'pt-BR': 'Enviar fotos',
    'en-US': 'Upload photos',
    'es-ES': 'Subir fotos',
    'fr-FR': 'Envoyer des photos',
  },
  reward_store: {
    'pt-BR': 'Loja de prêmios',
    'en-US': 'Reward store',
    'es-ES': 'Tienda de premios',
    'fr-FR': 'Boutique de récompenses',
  },
  points_table: {
    'pt-BR': 'Tabela de pontos',
    'en-US': 'Points table',
    'es-ES': 'Tabla de puntos',
    'fr-FR': 'Barème des points',
  },
  events: { 'pt-BR': 'Eventos', 'en-US': 'Events', 'es-ES': 'Eventos', 'fr-FR': 'Événements' },
};

const LOREM: Titles = {
  'pt-BR':
    'Este é um conteúdo de demonstração do Elevar.\n\nAs informações desta página são mantidas pela equipe do programa e podem ser atualizadas a qualquer momento.',
  'en-US':
    'This is Elevar demo content.\n\nThe information on this page is maintained by the programme team and may be updated at any time.',
  'es-ES':
    'Este es un contenido de demostración de Elevar.\n\nLa información de esta página la mantiene el equipo del programa y puede actualizarse en cualquier momento.',
  'fr-FR':
    "Ceci est un contenu de démonstration d'Elevar.\n\nLes informations de cette page sont tenues à jour par l'équipe du programme et peuvent changer à tout moment.",
};

export const INSTITUTIONAL_PAGES: { slug: string; titles: Titles; bodies?: Titles }[] = [
  {
    slug: 'about',
    titles: { 'pt-BR': 'Sobre', 'en-US': 'About', 'es-ES': 'Acerca de', 'fr-FR': 'À propos' },
  },
  {
    slug: 'cookies_policy',
    titles: {
      'pt-BR': 'Política de cookies',
      'en-US': 'Cookie policy',
      'es-ES': 'Política de cookies',
      'fr-FR': 'Politique relative aux cookies',
    },
    bodies: {
      'pt-BR':
        'Usamos cookies essenciais para manter sua sessão e suas preferências, e cookies opcionais de análise e marketing apenas com o seu consentimento.\n\nVocê pode alterar suas escolhas a qualquer momento nas configurações de cookies.',
      'en-US':
        'We use essential cookies to keep your session and preferences, and optional analytics and marketing cookies only with your consent.\n\nYou can change your choices at any time in the cookie settings.',
      'es-ES':
        'Usamos cookies esenciales para mantener tu sesión y tus preferencias, y cookies opcionales de análisis y marketing solo con tu consentimiento.\n\nPuedes cambiar tus elecciones en cualquier momento en la configuración de cookies.',
      'fr-FR':
        "Nous utilisons des cookies essentiels pour conserver votre session et vos préférences, et des cookies optionnels d'analyse et de marketing uniquement avec votre accord.\n\nVous pouvez modifier vos choix à tout moment dans les paramètres des cookies.",
    },
  },
  {
    slug: 'support',
    titles: { 'pt-BR': 'Suporte', 'en-US': 'Support', 'es-ES': 'Soporte', 'fr-FR': 'Assistance' },
    bodies: {
      'pt-BR': 'Fale com a equipe de suporte pelo formulário de contato. Respondemos em até 7 dias úteis.',
      'en-US': 'Reach the support team through the contact form. We answer within 7 working days.',
      'es-ES':
        'Comunícate con el equipo de soporte mediante el formulario de contacto. Respondemos en hasta 7 días hábiles.',
      'fr-FR':
        "Contactez l'équipe d'assistance via le formulaire de contact. Nous répondons sous 7 jours ouvrés.",
    },
  },
  {
    slug: 'privacy-policy',
    titles: {
      'pt-BR': 'Política de privacidade',
      'en-US': 'Privacy policy',
      'es-ES': 'Política de privacidad',
      'fr-FR': 'Politique de confidentialité',
    },
  },
  {
    slug: 'terms-and-conditions',
    titles: {
      'pt-BR': 'Termos e condições',
      'en-US': 'Terms and conditions',
      'es-ES': 'Términos y condiciones',
      'fr-FR': 'Conditions générales',
    },
  },
];

export function pageBody(page: (typeof INSTITUTIONAL_PAGES)[number], language: keyof Titles): string {
  return page.bodies?.[language] ?? LOREM[language];
}

/**
 * The demo clients' branding: SVG files the web app ships under `public/demo/` (served by the server as `/demo/…`).
 * Each logo is an emblem and a wordmark in the client's own words per language; the mark is the emblem alone, for
 * places that show the client's name beside it (the app's header, the client picker).
 */
const ACADEMY = '/demo/franchise-academy';
const REWARDS = '/demo/chip-rewards';

export const LOGOS = {
  academy: {
    'pt-BR': `${ACADEMY}/logo-academia.svg`,
    'en-US': `${ACADEMY}/logo-academy.svg`,
    'es-ES': `${ACADEMY}/logo-academia.svg`,
    'fr-FR': `${ACADEMY}/logo-academie.svg`,
  },
  rewards: {
    'pt-BR': `${REWARDS}/logo.svg`,
    'en-US': `${REWARDS}/logo.svg`,
    'es-ES': `${REWARDS}/logo.svg`,
    'fr-FR': `${REWARDS}/logo.svg`,
  },
} satisfies Record<'academy' | 'rewards', Titles>;

export const MARKS = { academy: `${ACADEMY}/mark.svg`, rewards: `${REWARDS}/mark.svg` };

/** The login screen's background per client: a light illustration in the brand colours under the white panels. */
export const BACKGROUNDS = { academy: `${ACADEMY}/background.svg`, rewards: `${REWARDS}/background.svg` };
