import type { LanguageCode, ModuleName } from '@elevar/domain';
import { clientIds } from '../../../db/seed/lookups.ts';
import { sanitizeRichText } from '../../../platform/rich-text.ts';
import type { SeedStep } from '../../manifest.ts';

type Texts = Record<LanguageCode, [title: string, body: string]>;
interface DemoStep {
  module: ModuleName | null;
  texts: Texts;
}

const WELCOME: DemoStep = {
  module: null,
  texts: {
    'pt-BR': ['Boas-vindas!', '<p>Este tour mostra, em poucos passos, o que você encontra aqui.</p>'],
    'en-US': ['Welcome!', '<p>This tour shows you, in a few steps, what you will find here.</p>'],
    'es-ES': ['¡Bienvenida!', '<p>Este recorrido te muestra, en pocos pasos, lo que encontrarás aquí.</p>'],
    'fr-FR': [
      'Bienvenue !',
      '<p>Cette visite vous montre, en quelques étapes, ce que vous trouverez ici.</p>',
    ],
  },
};

const COURSES: DemoStep = {
  module: 'online_courses',
  texts: {
    'pt-BR': [
      'Cursos online',
      '<p>Em <strong>Cursos online</strong> você faz os treinamentos no seu ritmo.</p>',
    ],
    'en-US': [
      'Online courses',
      '<p>In <strong>Online courses</strong> you take your training at your own pace.</p>',
    ],
    'es-ES': [
      'Cursos en línea',
      '<p>En <strong>Cursos en línea</strong> haces tus formaciones a tu ritmo.</p>',
    ],
    'fr-FR': [
      'Cours en ligne',
      '<p>Dans <strong>Cours en ligne</strong>, vous suivez vos formations à votre rythme.</p>',
    ],
  },
};

const ACADEMY: readonly DemoStep[] = [
  WELCOME,
  COURSES,
  {
    module: 'library',
    texts: {
      'pt-BR': [
        'Biblioteca',
        '<p>Manuais, vídeos e planilhas da rede ficam na <strong>Biblioteca</strong>.</p>',
      ],
      'en-US': [
        'Library',
        '<p>The network’s manuals, videos and spreadsheets are in the <strong>Library</strong>.</p>',
      ],
      'es-ES': [
        'Biblioteca',
        '<p>Los manuales, vídeos y hojas de cálculo de la red están en la <strong>Biblioteca</strong>.</p>',
      ],
      'fr-FR': [
        'Bibliothèque',
        '<p>Les guides, vidéos et tableaux du réseau sont dans la <strong>Bibliothèque</strong>.</p>',
      ],
    },
  },
  {
    module: 'forum',
    texts: {
      'pt-BR': [
        'Fórum',
        '<p>Tire dúvidas e troque experiências com outras lojas no <strong>Fórum</strong>.</p>',
      ],
      'en-US': [
        'Forum',
        '<p>Ask questions and share experience with other stores in the <strong>Forum</strong>.</p>',
      ],
      'es-ES': [
        'Foro',
        '<p>Resuelve dudas y comparte experiencias con otras tiendas en el <strong>Foro</strong>.</p>',
      ],
      'fr-FR': [
        'Forum',
        '<p>Posez vos questions et échangez avec d’autres magasins dans le <strong>Forum</strong>.</p>',
      ],
    },
  },
];

const REWARDS: readonly DemoStep[] = [
  WELCOME,
  {
    module: 'campaigns',
    texts: {
      'pt-BR': ['Campanhas', '<p>Inscreva-se na campanha do trimestre para começar a somar pontos.</p>'],
      'en-US': ['Campaigns', '<p>Register for the quarter’s campaign to start earning points.</p>'],
      'es-ES': ['Campañas', '<p>Inscríbete en la campaña del trimestre para empezar a sumar puntos.</p>'],
      'fr-FR': [
        'Campagnes',
        '<p>Inscrivez-vous à la campagne du trimestre pour commencer à gagner des points.</p>',
      ],
    },
  },
  {
    module: 'insert_sales',
    texts: {
      'pt-BR': ['Vendas', '<p>Registre cada venda com a nota fiscal: os pontos entram na hora.</p>'],
      'en-US': ['Sales', '<p>Report each sale with its invoice: the points arrive at once.</p>'],
      'es-ES': ['Ventas', '<p>Registra cada venta con su factura: los puntos llegan al instante.</p>'],
      'fr-FR': ['Ventes', '<p>Déclarez chaque vente avec sa facture : les points arrivent aussitôt.</p>'],
    },
  },
  {
    module: 'reward_store',
    texts: {
      'pt-BR': [
        'Loja de prêmios',
        '<p>Troque seus pontos por prêmios na <strong>Loja de prêmios</strong>.</p>',
      ],
      'en-US': [
        'Reward store',
        '<p>Redeem your points for rewards in the <strong>Reward store</strong>.</p>',
      ],
      'es-ES': [
        'Tienda de premios',
        '<p>Canjea tus puntos por premios en la <strong>Tienda de premios</strong>.</p>',
      ],
      'fr-FR': [
        'Boutique de récompenses',
        '<p>Échangez vos points dans la <strong>Boutique de récompenses</strong>.</p>',
      ],
    },
  },
];

const BANNERS: Record<'academy' | 'rewards', Texts> = {
  academy: {
    'pt-BR': [
      'Boas-vindas à Academia',
      '<p>Novos cursos toda semana. Comece pelo <a href="/onboarding">tour</a>.</p>',
    ],
    'en-US': [
      'Welcome to the Academy',
      '<p>New courses every week. Start with the <a href="/onboarding">tour</a>.</p>',
    ],
    'es-ES': [
      'Te damos la bienvenida a la Academia',
      '<p>Cursos nuevos cada semana. Empieza por el <a href="/onboarding">recorrido</a>.</p>',
    ],
    'fr-FR': [
      'Bienvenue à l’Académie',
      '<p>De nouveaux cours chaque semaine. Commencez par la <a href="/onboarding">visite</a>.</p>',
    ],
  },
  rewards: {
    'pt-BR': [
      'Boas-vindas ao Chip Rewards',
      '<p>A campanha do trimestre está aberta: registre suas vendas.</p>',
    ],
    'en-US': ['Welcome to Chip Rewards', '<p>This quarter’s campaign is open: report your sales.</p>'],
    'es-ES': [
      'Te damos la bienvenida a Chip Rewards',
      '<p>La campaña del trimestre está abierta: registra tus ventas.</p>',
    ],
    'fr-FR': [
      'Bienvenue chez Chip Rewards',
      '<p>La campagne du trimestre est ouverte : déclarez vos ventes.</p>',
    ],
  },
};

/** The demo clients' tours (four languages, published) and welcome banners (seed step `2026-12-03 onboarding`). */
export const onboardingDemoSteps: readonly SeedStep[] = [
  {
    name: '2026-12-03 onboarding',
    async run(db) {
      const { academy, rewards } = await clientIds(db);
      const tours = [
        { clientId: academy, steps: ACADEMY, banner: BANNERS.academy },
        { clientId: rewards, steps: REWARDS, banner: BANNERS.rewards },
      ];
      const languages = Object.keys(WELCOME.texts) as LanguageCode[];
      await db
        .insertInto('onboarding_steps')
        .values(
          tours.flatMap(({ clientId, steps }) =>
            languages.flatMap((language) =>
              steps.map((step, position) => ({
                client_id: clientId,
                language_code: language,
                module: step.module,
                position,
                title: step.texts[language][0],
                body: sanitizeRichText(step.texts[language][1]),
                published: true,
              })),
            ),
          ),
        )
        .execute();
      await db
        .insertInto('welcome_banners')
        .values(
          tours.flatMap(({ clientId, banner }) =>
            languages.map((language) => ({
              client_id: clientId,
              language_code: language,
              title: banner[language][0],
              body: sanitizeRichText(banner[language][1]),
              published: true,
            })),
          ),
        )
        .execute();
    },
  },
];
