import type { LanguageCode } from '@elevar/domain';
import { courseSearchText } from '../src/modules/learning/authoring/texts.ts';

/**
 * The learning bench's texts: course titles and descriptions in the four languages, made of a topic (40), a
 * qualifier (20) and a focus (12), so a one-word search finds a topic's share of the catalogue (about 1 in 40) and a
 * two-word one a few dozen courses. The search key is the authoring module's own (`courseSearchText`), so the
 * bench's rows are searched exactly as authored ones.
 */
export const LANGUAGES: readonly LanguageCode[] = ['pt-BR', 'en-US', 'es-ES', 'fr-FR'];
type Four = readonly [string, string, string, string];

const TOPICS: readonly Four[] = [
  ['Atendimento ao cliente', 'Customer service', 'Atención al cliente', 'Service client'],
  ['Educação financeira', 'Financial education', 'Educación financiera', 'Éducation financière'],
  ['Gestão de estoque', 'Inventory management', 'Gestión de inventario', 'Gestion des stocks'],
  ['Vendas consultivas', 'Consultative selling', 'Ventas consultivas', 'Vente conseil'],
  ['Liderança de equipes', 'Team leadership', 'Liderazgo de equipos', 'Leadership d’équipe'],
  ['Segurança do trabalho', 'Workplace safety', 'Seguridad laboral', 'Sécurité au travail'],
  ['Comunicação eficaz', 'Effective communication', 'Comunicación eficaz', 'Communication efficace'],
  ['Negociação', 'Negotiation', 'Negociación', 'Négociation'],
  ['Merchandising visual', 'Visual merchandising', 'Merchandising visual', 'Merchandising visuel'],
  ['Marketing digital', 'Digital marketing', 'Marketing digital', 'Marketing numérique'],
  ['Higiene alimentar', 'Food hygiene', 'Higiene alimentaria', 'Hygiène alimentaire'],
  ['Prevenção de perdas', 'Loss prevention', 'Prevención de pérdidas', 'Prévention des pertes'],
  ['Gestão do tempo', 'Time management', 'Gestión del tiempo', 'Gestion du temps'],
  ['Fluxo de caixa', 'Cash flow', 'Flujo de caja', 'Trésorerie'],
  ['Recrutamento', 'Recruitment', 'Reclutamiento', 'Recrutement'],
  ['Ética profissional', 'Professional ethics', 'Ética profesional', 'Éthique professionnelle'],
  ['Planilhas avançadas', 'Advanced spreadsheets', 'Hojas de cálculo avanzadas', 'Tableur avancé'],
  ['Logística', 'Logistics', 'Logística', 'Logistique'],
  ['Pós-venda', 'After-sales', 'Posventa', 'Après-vente'],
  ['Experiência do cliente', 'Customer experience', 'Experiencia del cliente', 'Expérience client'],
  ['Produtos de beleza', 'Beauty products', 'Productos de belleza', 'Produits de beauté'],
  ['Eletrônicos', 'Electronics', 'Electrónica', 'Électronique'],
  ['Moda e vestuário', 'Fashion and apparel', 'Moda y vestuario', 'Mode et habillement'],
  ['Farmácia', 'Pharmacy', 'Farmacia', 'Pharmacie'],
  ['Padaria', 'Bakery', 'Panadería', 'Boulangerie'],
  ['Açougue', 'Butchery', 'Carnicería', 'Boucherie'],
  ['Hortifrúti', 'Fresh produce', 'Frutas y verduras', 'Fruits et légumes'],
  ['Caixa e pagamentos', 'Checkout and payments', 'Caja y pagos', 'Caisse et paiements'],
  ['Cartões e crédito', 'Cards and credit', 'Tarjetas y crédito', 'Cartes et crédit'],
  ['Franquias', 'Franchising', 'Franquicias', 'Franchise'],
  ['Sustentabilidade', 'Sustainability', 'Sostenibilidad', 'Durabilité'],
  ['Diversidade e inclusão', 'Diversity and inclusion', 'Diversidad e inclusión', 'Diversité et inclusion'],
  ['Primeiros socorros', 'First aid', 'Primeros auxilios', 'Premiers secours'],
  ['Proteção de dados', 'Data protection', 'Protección de datos', 'Protection des données'],
  ['Metas e indicadores', 'Goals and metrics', 'Metas e indicadores', 'Objectifs et indicateurs'],
  ['Abertura de loja', 'Store opening', 'Apertura de tienda', 'Ouverture de magasin'],
  ['Vitrinismo', 'Window display', 'Escaparatismo', 'Vitrinisme'],
  ['Televendas', 'Telesales', 'Televentas', 'Télévente'],
  ['Comércio eletrônico', 'Online commerce', 'Comercio electrónico', 'Commerce électronique'],
  ['Gestão de conflitos', 'Conflict management', 'Gestión de conflictos', 'Gestion des conflits'],
];

const QUALIFIERS: readonly Four[] = [
  ['para iniciantes', 'for beginners', 'para principiantes', 'pour débutants'],
  ['avançado', 'advanced', 'avanzado', 'avancé'],
  ['na prática', 'in practice', 'en la práctica', 'en pratique'],
  ['essencial', 'essentials', 'esencial', 'l’essentiel'],
  ['para gerentes', 'for managers', 'para gerentes', 'pour managers'],
  ['passo a passo', 'step by step', 'paso a paso', 'pas à pas'],
  ['em loja física', 'in physical stores', 'en tienda física', 'en magasin'],
  ['no varejo', 'in retail', 'en el comercio minorista', 'dans le commerce de détail'],
  ['para franqueados', 'for franchisees', 'para franquiciados', 'pour franchisés'],
  ['módulo intensivo', 'intensive module', 'módulo intensivo', 'module intensif'],
  ['atualização 2026', '2026 update', 'actualización 2026', 'mise à jour 2026'],
  ['com estudos de caso', 'with case studies', 'con estudios de caso', 'avec études de cas'],
  ['para vendedores', 'for salespeople', 'para vendedores', 'pour vendeurs'],
  ['fundamentos', 'fundamentals', 'fundamentos', 'fondamentaux'],
  ['certificação', 'certification', 'certificación', 'certification'],
  ['oficina', 'workshop', 'taller', 'atelier'],
  ['microaulas', 'micro-lessons', 'microlecciones', 'micro-leçons'],
  ['trilha rápida', 'fast track', 'ruta rápida', 'parcours rapide'],
  ['no dia a dia', 'day to day', 'en el día a día', 'au quotidien'],
  ['revisão', 'refresher', 'repaso', 'révision'],
];

const FOCUS: readonly Four[] = [
  ['exemplos reais', 'real examples', 'ejemplos reales', 'des exemples réels'],
  ['técnicas de abordagem', 'approach techniques', 'técnicas de abordaje', 'des techniques d’approche'],
  ['indicadores de desempenho', 'performance indicators', 'indicadores de desempeño', 'des indicateurs clés'],
  ['boas práticas de segurança', 'safety practices', 'buenas prácticas de seguridad', 'les bonnes pratiques'],
  ['rotinas de abertura', 'opening routines', 'rutinas de apertura', 'les routines d’ouverture'],
  ['atendimento omnicanal', 'omnichannel service', 'atención omnicanal', 'le service omnicanal'],
  ['gestão de equipes', 'team management', 'gestión de equipos', 'la gestion d’équipe'],
  ['planejamento semanal', 'weekly planning', 'planificación semanal', 'la planification hebdomadaire'],
  ['direitos do consumidor', 'consumer law', 'derechos del consumidor', 'le droit de la consommation'],
  ['campanhas sazonais', 'seasonal campaigns', 'campañas estacionales', 'les campagnes saisonnières'],
  ['controle de qualidade', 'quality control', 'control de calidad', 'le contrôle qualité'],
  ['fidelização', 'customer loyalty', 'fidelización', 'la fidélisation'],
];

const DESCRIPTION: Four = [
  'Neste curso você verá {focus}, com atividades curtas e avaliação ao final.',
  'In this course you will see {focus}, with short activities and a final assessment.',
  'En este curso verás {focus}, con actividades cortas y evaluación al final.',
  'Dans ce cours, vous verrez {focus}, avec des activités courtes et une évaluation finale.',
];

const pick = <T>(list: readonly T[], index: number) => list[index % list.length] as T;
const perLanguage = (text: (language: number) => string) =>
  Object.fromEntries(LANGUAGES.map((code, language) => [code, text(language)])) as Record<
    LanguageCode,
    string
  >;

/** The course of index `i` (0-based): its title and description per language, and its search key. */
export function courseTexts(i: number) {
  const topic = pick(TOPICS, i);
  const qualifier = pick(QUALIFIERS, Math.floor(i / TOPICS.length));
  const focus = pick(FOCUS, i * 7 + Math.floor(i / 3));
  const title = perLanguage((l) => `${topic[l]} ${qualifier[l]} ${i + 1}`);
  const description = perLanguage((l) => (DESCRIPTION[l] as string).replace('{focus}', focus[l] as string));
  return { title, description, searchText: courseSearchText(title, description) };
}

/** The longest word of a text as a learner would type it (accents and case kept: the server folds them). */
const longestWord = (text: string) =>
  text.split(/[\s’'-]+/).reduce((best, word) => (word.length > best.length ? word : best), '');

/**
 * A search as learners type them, in their language, picked by `r` (0 ≤ r < 1): half a topic's word, 30 % a topic
 * and a qualifier, 20 % a description's word (a twelfth of the catalogue).
 */
export function searchFor(language: LanguageCode, r: number, n: number): string {
  const l = Math.max(0, LANGUAGES.indexOf(language));
  const topic = pick(TOPICS, n)[l] as string;
  if (r < 0.5) return longestWord(topic);
  if (r < 0.8) return `${longestWord(topic)} ${longestWord(pick(QUALIFIERS, n * 7)[l] as string)}`;
  return longestWord(pick(FOCUS, n)[l] as string);
}

/** Names in the four languages for the client's lists (tags, categories, groups, areas). */
export const namesOf = (stem: Four, n: number) => perLanguage((l) => `${stem[l]} ${n}`);
export const TAG: Four = ['Tema', 'Theme', 'Tema', 'Thème'];
export const CATEGORY: Four = ['Categoria', 'Category', 'Categoría', 'Catégorie'];
export const GROUP: Four = ['Grupo', 'Group', 'Grupo', 'Groupe'];
export const AREA: Four = ['Região', 'Region', 'Región', 'Région'];
