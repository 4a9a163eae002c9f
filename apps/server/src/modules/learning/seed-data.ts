import { type DemoText as Text, demoText as t } from './seed-course.ts';

// The demo catalogue's data (the steps in seed.ts write it): its categories and its courses with their activities.

const AUDIO = '/demo/media/chime.wav';

export interface DemoActivity {
  kind: string;
  title: Text;
  menu?: Text;
  content: Record<string, unknown>;
  duration?: number;
}

export interface DemoCourse {
  key: string;
  client: 'academy' | 'rewards';
  kind?: 'online_course' | 'podcast';
  title: Partial<Text>;
  description: Partial<Text>;
  workload: number;
  points: number;
  rule?: 'open' | 'self' | 'assigned';
  prerequisite?: string;
  languages?: string[];
  blockedMenu?: boolean;
  tags?: string[];
  categories?: string[];
  groups?: string[];
  daysAgo: number;
  activities: DemoActivity[];
}

export const CATEGORIES = [
  t('Atendimento', 'Customer service', 'Atención al cliente', 'Service client'),
  t('Vendas', 'Sales', 'Ventas', 'Ventes'),
  t('Gestão', 'Management', 'Gestión', 'Gestion'),
  t('Produto', 'Product', 'Producto', 'Produit'),
];

const youtube = (title: Text, duration = 60): DemoActivity => ({
  kind: 'youtube',
  title,
  content: { video_id: 'aqz-KE-bpKQ' },
  duration,
});
const vimeo = (title: Text, duration = 60): DemoActivity => ({
  kind: 'vimeo',
  title,
  content: { video_id: '1084537' },
  duration,
});
const audio = (title: Text, menu?: Text): DemoActivity => ({
  kind: 'audio',
  title,
  content: { url: AUDIO },
  duration: 6,
  ...(menu && { menu }),
});

const INTRO = t('Introdução', 'Introduction', 'Introducción', 'Introduction');
const PRACTICE = t('Na prática', 'In practice', 'En la práctica', 'En pratique');

export const COURSES: DemoCourse[] = [
  {
    key: 'service',
    client: 'academy',
    title: t(
      'Atendimento ao cliente: primeiros passos',
      'Customer service: first steps',
      'Atención al cliente: primeros pasos',
      'Service client : premiers pas',
    ),
    description: t(
      'Como receber o cliente, entender o que ele procura e deixá-lo voltar sempre.',
      'How to welcome customers, understand what they are looking for and make them come back.',
      'Cómo recibir al cliente, entender lo que busca y hacer que vuelva.',
      'Comment accueillir le client, comprendre ce qu’il cherche et le faire revenir.',
    ),
    workload: 45,
    points: 50,
    tags: ['Atendimento'],
    categories: ['Atendimento'],
    daysAgo: 3,
    activities: [
      audio(t('Boas-vindas', 'Welcome', 'Bienvenida', 'Bienvenue'), INTRO),
      youtube(t('O primeiro contato', 'First contact', 'El primer contacto', 'Le premier contact')),
      vimeo(
        t(
          'Ouvir antes de oferecer',
          'Listen before offering',
          'Escuchar antes de ofrecer',
          'Écouter avant de proposer',
        ),
      ),
    ],
  },
  {
    key: 'finance',
    client: 'academy',
    title: t(
      'Educação financeira para franqueados',
      'Financial education for franchisees',
      'Educación financiera para franquiciados',
      'Éducation financière pour franchisés',
    ),
    description: t(
      'Fluxo de caixa, margem e capital de giro para quem toca uma franquia.',
      'Cash flow, margin and working capital for franchise owners.',
      'Flujo de caja, margen y capital de trabajo para franquiciados.',
      'Trésorerie, marge et fonds de roulement pour les franchisés.',
    ),
    workload: 90,
    points: 100,
    rule: 'self',
    tags: ['Gestão'],
    categories: ['Gestão'],
    groups: ['Franqueados'],
    daysAgo: 10,
    activities: [
      audio(
        t(
          'Por que o caixa importa',
          'Why cash matters',
          'Por qué importa la caja',
          'Pourquoi la trésorerie compte',
        ),
        INTRO,
      ),
      youtube(t('Margem e preço', 'Margin and price', 'Margen y precio', 'Marge et prix'), 90),
    ],
  },
  {
    key: 'stock',
    client: 'academy',
    title: t('Gestão de estoque', 'Inventory management', 'Gestión de inventario', 'Gestion des stocks'),
    description: t(
      'Comprar certo, girar o estoque e evitar ruptura. Conclua antes a Educação financeira.',
      'Buy right, turn stock over and avoid running out. Finish Financial education first.',
      'Comprar bien, rotar el inventario y evitar quiebres. Completa antes Educación financiera.',
      'Bien acheter, faire tourner le stock et éviter les ruptures. Terminez d’abord Éducation financière.',
    ),
    workload: 60,
    points: 80,
    rule: 'self',
    prerequisite: 'finance',
    tags: ['Gestão'],
    categories: ['Gestão'],
    daysAgo: 8,
    activities: [vimeo(t('Curva ABC', 'ABC analysis', 'Curva ABC', 'Analyse ABC'), 75)],
  },
  {
    key: 'selling',
    client: 'academy',
    title: t('Vendas consultivas', 'Consultative selling', 'Ventas consultivas', 'Vente conseil'),
    description: t(
      'Um passo de cada vez: as atividades abrem em ordem.',
      'One step at a time: activities open in order.',
      'Paso a paso: las actividades se abren en orden.',
      'Pas à pas : les activités s’ouvrent dans l’ordre.',
    ),
    workload: 30,
    points: 60,
    blockedMenu: true,
    categories: ['Vendas'],
    daysAgo: 40,
    activities: [
      audio(t('Perguntas abertas', 'Open questions', 'Preguntas abiertas', 'Questions ouvertes'), INTRO),
      audio(t('Objeções', 'Objections', 'Objeciones', 'Objections'), PRACTICE),
      youtube(t('Fechamento', 'Closing', 'Cierre', 'Conclusion'), 45),
    ],
  },
  {
    key: 'leadership',
    client: 'academy',
    title: { 'pt-BR': 'Liderança de equipes de loja', 'es-ES': 'Liderazgo de equipos de tienda' },
    description: {
      'pt-BR': 'Oferecido em português e espanhol; a inscrição é feita pela administração.',
      'es-ES': 'Ofrecido en portugués y español; la inscripción la realiza la administración.',
    },
    workload: 120,
    points: 150,
    rule: 'assigned',
    languages: ['pt-BR', 'es-ES'],
    categories: ['Gestão'],
    daysAgo: 20,
    activities: [
      youtube({
        'pt-BR': 'O papel do líder',
        'en-US': 'The leader’s role',
        'es-ES': 'El papel del líder',
        'fr-FR': 'Le rôle du leader',
      }),
    ],
  },
  {
    key: 'podcast',
    client: 'academy',
    kind: 'podcast',
    title: t('Conversas de varejo', 'Retail talks', 'Charlas de retail', 'Parlons commerce'),
    description: t(
      'Episódios curtos para ouvir entre um cliente e outro.',
      'Short episodes to listen to between customers.',
      'Episodios cortos para escuchar entre un cliente y otro.',
      'De courts épisodes à écouter entre deux clients.',
    ),
    workload: 15,
    points: 20,
    categories: ['Vendas'],
    daysAgo: 2,
    activities: [
      audio(
        t(
          'Episódio 1: a vitrine',
          'Episode 1: the shop window',
          'Episodio 1: el escaparate',
          'Épisode 1 : la vitrine',
        ),
      ),
      audio(
        t('Episódio 2: o caixa', 'Episode 2: the checkout', 'Episodio 2: la caja', 'Épisode 2 : la caisse'),
      ),
    ],
  },
  {
    key: 'chips',
    client: 'rewards',
    title: t(
      'Conheça os processadores',
      'Get to know the processors',
      'Conoce los procesadores',
      'Découvrez les processeurs',
    ),
    description: t(
      'Gerações, núcleos e para quem indicar cada linha. Vale pontos na campanha.',
      'Generations, cores and whom to recommend each line to. Earns campaign points.',
      'Generaciones, núcleos y a quién recomendar cada línea. Suma puntos en la campaña.',
      'Générations, cœurs et à qui conseiller chaque gamme. Rapporte des points de campagne.',
    ),
    workload: 20,
    points: 40,
    tags: ['Processadores'],
    daysAgo: 5,
    activities: [
      audio(t('Introdução', 'Introduction', 'Introducción', 'Introduction')),
      youtube(
        t(
          'Qual processador indicar',
          'Which processor to recommend',
          'Qué procesador recomendar',
          'Quel processeur conseiller',
        ),
      ),
    ],
  },
];
