import { clientIds } from '../../../db/seed/lookups.ts';
import { sanitizeRichText } from '../../../platform/rich-text.ts';
import type { SeedStep } from '../../manifest.ts';

type Lang = 'pt-BR' | 'en-US' | 'es-ES' | 'fr-FR';
type Page = Record<Lang, { title: string; body: string }>;

/** Chip Rewards' hotsite: the programme told in its own words, in the four languages. */
const HOTSITE: Page = {
  'pt-BR': {
    title: 'Chip Rewards: sua venda vale pontos',
    body: '<h2>Como funciona</h2><ol><li>Inscreva-se na campanha da sua loja.</li><li>Registre cada venda com a nota fiscal e envie as fotos da vitrine.</li><li>Troque seus pontos na loja de prêmios.</li></ol><p>Quanto mais alto o seu nível, maior o <strong>multiplicador</strong> dos seus pontos. Veja os detalhes em <a href="/about-the-program">Sobre o programa</a>.</p>',
  },
  'en-US': {
    title: 'Chip Rewards: your sale is worth points',
    body: '<h2>How it works</h2><ol><li>Register for your store’s campaign.</li><li>Report each sale with its invoice and send your display photos.</li><li>Redeem your points in the reward store.</li></ol><p>The higher your level, the bigger your points <strong>multiplier</strong>. See the details in <a href="/about-the-program">About the programme</a>.</p>',
  },
  'es-ES': {
    title: 'Chip Rewards: tu venta vale puntos',
    body: '<h2>Cómo funciona</h2><ol><li>Inscríbete en la campaña de tu tienda.</li><li>Registra cada venta con su factura y envía las fotos del escaparate.</li><li>Canjea tus puntos en la tienda de premios.</li></ol><p>Cuanto más alto tu nivel, mayor el <strong>multiplicador</strong> de tus puntos. Mira los detalles en <a href="/about-the-program">Sobre el programa</a>.</p>',
  },
  'fr-FR': {
    title: 'Chip Rewards : votre vente vaut des points',
    body: '<h2>Comment ça marche</h2><ol><li>Inscrivez-vous à la campagne de votre magasin.</li><li>Déclarez chaque vente avec sa facture et envoyez les photos de votre vitrine.</li><li>Échangez vos points dans la boutique de récompenses.</li></ol><p>Plus votre niveau est élevé, plus le <strong>multiplicateur</strong> de vos points est grand. Voir les détails dans <a href="/about-the-program">À propos du programme</a>.</p>',
  },
};

/** The academy's team page. */
const TEAM: Page = {
  'pt-BR': {
    title: 'Quem faz a Academia',
    body: '<p>Somos o time de treinamento da rede de franquias: instrutores, especialistas em varejo e o suporte que responde às suas dúvidas.</p><ul><li><strong>Treinamento</strong>: cursos, trilhas e avaliações.</li><li><strong>Comunicação</strong>: notícias e campanhas.</li><li><strong>Suporte</strong>: pelo formulário de contato.</li></ul>',
  },
  'en-US': {
    title: 'Who runs the Academy',
    body: '<p>We are the franchise network’s training team: instructors, retail specialists and the support desk that answers your questions.</p><ul><li><strong>Training</strong>: courses, trails and tests.</li><li><strong>Communication</strong>: news and campaigns.</li><li><strong>Support</strong>: through the contact form.</li></ul>',
  },
  'es-ES': {
    title: 'Quién hace la Academia',
    body: '<p>Somos el equipo de formación de la red de franquicias: instructores, especialistas en comercio minorista y el soporte que responde a tus dudas.</p><ul><li><strong>Formación</strong>: cursos, rutas y evaluaciones.</li><li><strong>Comunicación</strong>: noticias y campañas.</li><li><strong>Soporte</strong>: mediante el formulario de contacto.</li></ul>',
  },
  'fr-FR': {
    title: 'Qui fait l’Académie',
    body: '<p>Nous sommes l’équipe de formation du réseau de franchises : formateurs, spécialistes du commerce et le support qui répond à vos questions.</p><ul><li><strong>Formation</strong> : cours, parcours et évaluations.</li><li><strong>Communication</strong> : actualités et campagnes.</li><li><strong>Support</strong> : via le formulaire de contact.</li></ul>',
  },
};

/** The academy's own "About" in the main area, standing for the platform's institutional text there. */
const ABOUT: Page = {
  'pt-BR': {
    title: 'Sobre a Academia Franquia Elevar',
    body: '<p>A Academia é o portal de treinamento da rede: cursos, trilhas, biblioteca, notícias e fórum num só lugar.</p><p>Dúvidas? Fale com o suporte pelo <a href="/contact-us">formulário de contato</a>.</p>',
  },
  'en-US': {
    title: 'About the Elevar Franchise Academy',
    body: '<p>The Academy is the network’s training portal: courses, trails, library, news and forum in one place.</p><p>Questions? Reach the support team through the <a href="/contact-us">contact form</a>.</p>',
  },
  'es-ES': {
    title: 'Acerca de la Academia Franquicia Elevar',
    body: '<p>La Academia es el portal de formación de la red: cursos, rutas, biblioteca, noticias y foro en un solo lugar.</p><p>¿Dudas? Habla con el soporte mediante el <a href="/contact-us">formulario de contacto</a>.</p>',
  },
  'fr-FR': {
    title: 'À propos de l’Académie Franchise Elevar',
    body: '<p>L’Académie est le portail de formation du réseau : cours, parcours, bibliothèque, actualités et forum au même endroit.</p><p>Des questions ? Contactez le support via le <a href="/contact-us">formulaire de contact</a>.</p>',
  },
};

/** The academy's introduction above its support form (its contact-us screen keeps the platform's text). */
const SUPPORT: Page = {
  'pt-BR': {
    title: 'Suporte da Academia',
    body: '<p>Problemas para acessar um curso, baixar um arquivo da biblioteca ou ver seu certificado? Conte para nós pelo formulário abaixo, com o nome do curso ou do arquivo.</p><p>Antes, vale olhar as <a href="/faq">perguntas frequentes</a>.</p>',
  },
  'en-US': {
    title: 'Academy support',
    body: '<p>Trouble opening a course, downloading a library file or seeing your certificate? Tell us with the form below, naming the course or the file.</p><p>The <a href="/faq">frequently asked questions</a> may already have the answer.</p>',
  },
  'es-ES': {
    title: 'Soporte de la Academia',
    body: '<p>¿Problemas para abrir un curso, descargar un archivo de la biblioteca o ver tu certificado? Cuéntanoslo con el formulario de abajo, con el nombre del curso o del archivo.</p><p>Antes, mira las <a href="/faq">preguntas frecuentes</a>.</p>',
  },
  'fr-FR': {
    title: 'Support de l’Académie',
    body: '<p>Un souci pour ouvrir un cours, télécharger un fichier de la bibliothèque ou voir votre certificat ? Dites-le-nous avec le formulaire ci-dessous, en nommant le cours ou le fichier.</p><p>La <a href="/faq">foire aux questions</a> a peut-être déjà la réponse.</p>',
  },
};

const pageRows = (clientId: number, slug: string, page: Page) =>
  Object.entries(page).map(([code, version]) => ({
    client_id: clientId,
    slug,
    language_code: code,
    title: version.title,
    body: sanitizeRichText(version.body),
  }));

/** The demo clients' pages: Chip Rewards' hotsite and the academy's team page, in the four languages. */
export const pagesDemoSteps: readonly SeedStep[] = [
  {
    name: '2026-12-02 client pages',
    async run(db) {
      const { academy, rewards } = await clientIds(db);
      const rows = [...pageRows(rewards, 'hotsite', HOTSITE), ...pageRows(academy, 'about-the-team', TEAM)];
      await db.insertInto('client_pages').values(rows).execute();
    },
  },
  {
    name: '2026-12-04 client about page',
    async run(db) {
      const { academy } = await clientIds(db);
      await db
        .insertInto('client_pages')
        .values(pageRows(academy, 'about', ABOUT))
        .execute();
    },
  },
  {
    name: '2026-12-05 support introduction',
    async run(db) {
      const { academy } = await clientIds(db);
      await db
        .insertInto('client_pages')
        .values(pageRows(academy, 'support', SUPPORT))
        .execute();
    },
  },
];
