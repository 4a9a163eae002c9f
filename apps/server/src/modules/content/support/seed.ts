import { searchKey, supportResponseDate } from '@elevar/domain';
import type { Db } from '../../../db/connection.ts';
import { clientIds } from '../../../db/seed/lookups.ts';
import { sanitizeRichText } from '../../../platform/rich-text.ts';
import type { SeedStep } from '../../manifest.ts';

type Lang = 'pt-BR' | 'en-US' | 'es-ES' | 'fr-FR';
type Texts = Record<Lang, string>;
type Qa = Record<Lang, [question: string, answer: string]>;

const ACCOUNT: Texts = {
  'pt-BR': 'Conta e acesso',
  'en-US': 'Account and access',
  'es-ES': 'Cuenta y acceso',
  'fr-FR': 'Compte et accès',
};
const LEARNING: Texts = {
  'pt-BR': 'Cursos e certificados',
  'en-US': 'Courses and certificates',
  'es-ES': 'Cursos y certificados',
  'fr-FR': 'Cours et certificats',
};
const REWARDS: Texts = {
  'pt-BR': 'Pontos e resgates',
  'en-US': 'Points and rewards',
  'es-ES': 'Puntos y canjes',
  'fr-FR': 'Points et récompenses',
};

const PASSWORD: Qa = {
  'pt-BR': [
    'Esqueci minha senha. Como recupero o acesso?',
    '<p>Na tela de entrada, escolha <strong>Esqueci minha senha</strong> e receba o link por e-mail, ou um código por SMS.</p>',
  ],
  'en-US': [
    'I forgot my password. How do I get back in?',
    '<p>On the sign-in screen choose <strong>Forgot password</strong> and get a link by e-mail, or a code by SMS.</p>',
  ],
  'es-ES': [
    'Olvidé mi contraseña. ¿Cómo recupero el acceso?',
    '<p>En la pantalla de acceso elige <strong>Olvidé mi contraseña</strong> y recibe el enlace por correo, o un código por SMS.</p>',
  ],
  'fr-FR': [
    "J'ai oublié mon mot de passe. Comment retrouver l'accès ?",
    "<p>Sur l'écran de connexion, choisissez <strong>Mot de passe oublié</strong> et recevez un lien par e-mail, ou un code par SMS.</p>",
  ],
};
const SUPPORT: Qa = {
  'pt-BR': [
    'Quanto tempo o suporte leva para responder?',
    '<p>Respondemos em até <strong>7 dias úteis</strong>, contados no calendário do seu país. Acompanhe a resposta em <a href="/support">Suporte</a>.</p>',
  ],
  'en-US': [
    'How long does support take to answer?',
    '<p>We answer within <strong>7 working days</strong>, counted in your country’s calendar. Follow the answer in <a href="/support">Support</a>.</p>',
  ],
  'es-ES': [
    '¿Cuánto tarda el soporte en responder?',
    '<p>Respondemos en un máximo de <strong>7 días hábiles</strong>, según el calendario de tu país. Sigue la respuesta en <a href="/support">Soporte</a>.</p>',
  ],
  'fr-FR': [
    'Combien de temps le support met-il à répondre ?',
    '<p>Nous répondons sous <strong>7 jours ouvrés</strong>, comptés selon le calendrier de votre pays. Suivez la réponse dans <a href="/support">Support</a>.</p>',
  ],
};
const CERTIFICATE: Qa = {
  'pt-BR': [
    'Como obtenho o certificado de um curso?',
    '<p>Conclua todas as atividades e seja aprovado na avaliação: o certificado aparece no seu perfil, em <em>Certificados</em>.</p>',
  ],
  'en-US': [
    'How do I get a course certificate?',
    '<p>Finish every activity and pass the test: the certificate shows in your profile, under <em>Certificates</em>.</p>',
  ],
  'es-ES': [
    '¿Cómo obtengo el certificado de un curso?',
    '<p>Completa todas las actividades y aprueba la evaluación: el certificado aparece en tu perfil, en <em>Certificados</em>.</p>',
  ],
  'fr-FR': [
    "Comment obtenir l'attestation d'un cours ?",
    '<p>Terminez toutes les activités et réussissez l’évaluation : l’attestation apparaît dans votre profil, sous <em>Certificats</em>.</p>',
  ],
};
const EDUCATION: Qa = {
  'pt-BR': [
    'A educação a distância conta como treinamento obrigatório?',
    '<p>Sim. Os cursos on-line marcados como obrigatórios contam para a sua trilha de formação.</p>',
  ],
  'en-US': [
    'Does distance education count as mandatory training?',
    '<p>Yes. Online courses marked as mandatory count towards your training path.</p>',
  ],
  'es-ES': [
    '¿La educación a distancia cuenta como formación obligatoria?',
    '<p>Sí. Los cursos en línea marcados como obligatorios cuentan para tu ruta de formación.</p>',
  ],
  'fr-FR': [
    'La formation à distance compte-t-elle comme formation obligatoire ?',
    '<p>Oui. Les cours en ligne marqués obligatoires comptent pour votre parcours de formation.</p>',
  ],
};
const POINTS: Qa = {
  'pt-BR': [
    'Quando meus pontos de vendas são creditados?',
    '<p>Na hora em que você informa a venda com a nota fiscal. A auditoria pode revisar a venda antes de o resgate ser confirmado.</p>',
  ],
  'en-US': [
    'When are my sales points credited?',
    '<p>As soon as you report the sale with its invoice. An audit may review the sale before a redemption is confirmed.</p>',
  ],
  'es-ES': [
    '¿Cuándo se acreditan mis puntos de ventas?',
    '<p>En cuanto informas la venta con su factura. La auditoría puede revisar la venta antes de confirmar un canje.</p>',
  ],
  'fr-FR': [
    'Quand mes points de vente sont-ils crédités ?',
    '<p>Dès que vous déclarez la vente avec sa facture. Un audit peut revoir la vente avant de confirmer un échange.</p>',
  ],
};
const EXPIRY: Qa = {
  'pt-BR': [
    'Meus pontos expiram?',
    '<p>Sim: os pontos valem até o fim de cada campanha. Avisamos antes de expirarem.</p>',
  ],
  'en-US': [
    'Do my points expire?',
    '<p>Yes: points are valid until the end of each campaign. We warn you before they expire.</p>',
  ],
  'es-ES': [
    '¿Mis puntos caducan?',
    '<p>Sí: los puntos valen hasta el final de cada campaña. Te avisamos antes de que caduquen.</p>',
  ],
  'fr-FR': [
    'Mes points expirent-ils ?',
    '<p>Oui : les points sont valables jusqu’à la fin de chaque campagne. Nous vous prévenons avant leur expiration.</p>',
  ],
};

const LANGS: Lang[] = ['pt-BR', 'en-US', 'es-ES', 'fr-FR'];

async function seedFaq(db: Db, clientId: number, categories: [Texts, Qa[]][]) {
  for (const [position, [names, entries]] of categories.entries()) {
    const category = await db
      .insertInto('faq_categories')
      .values({ client_id: clientId, names: JSON.stringify(names), position: position + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const language of LANGS)
      for (const [index, qa] of entries.entries()) {
        const [question, raw] = qa[language];
        const answer = sanitizeRichText(raw);
        await db
          .insertInto('faq_entries')
          .values({
            client_id: clientId,
            category_id: category.id,
            language,
            question,
            answer,
            position: index + 1,
            published: true,
            search_text: searchKey(`${question} ${answer.replace(/<[^>]*>/g, ' ')}`),
          })
          .execute();
      }
  }
}

async function userId(db: Db, username: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row?.id;
}

interface DemoTicket {
  client: 'academy' | 'rewards';
  author: string;
  country: 'BR' | 'MX';
  language: Lang;
  subject: string;
  status: 'open' | 'answered' | 'closed';
  sentAt: string;
  thread: { staff: boolean; body: string; at: string }[];
}

const TICKETS: DemoTicket[] = [
  {
    client: 'academy',
    author: 'learner',
    country: 'BR',
    language: 'pt-BR',
    subject: 'Não consigo abrir o vídeo do curso',
    status: 'answered',
    sentAt: '2026-11-23T13:00:00Z',
    thread: [
      {
        staff: false,
        body: 'O vídeo da segunda aula fica carregando e não abre.',
        at: '2026-11-23T13:00:00Z',
      },
      {
        staff: true,
        body: 'Olá! Corrigimos o arquivo do vídeo. Pode tentar novamente e nos contar se funcionou?',
        at: '2026-11-24T15:30:00Z',
      },
    ],
  },
  {
    client: 'academy',
    author: 'learner',
    country: 'BR',
    language: 'pt-BR',
    subject: 'Certificado com nome errado',
    status: 'closed',
    sentAt: '2026-11-10T12:00:00Z',
    thread: [
      { staff: false, body: 'Meu certificado saiu sem o sobrenome.', at: '2026-11-10T12:00:00Z' },
      {
        staff: true,
        body: 'Atualizamos seu cadastro e emitimos o certificado de novo.',
        at: '2026-11-11T14:00:00Z',
      },
    ],
  },
  {
    client: 'rewards',
    author: 'seller.br',
    country: 'BR',
    language: 'pt-BR',
    subject: 'Venda não aparece no extrato',
    status: 'open',
    sentAt: '2026-11-26T18:00:00Z',
    thread: [
      {
        staff: false,
        body: 'Informei a venda da nota 4521 ontem e os pontos não aparecem.',
        at: '2026-11-26T18:00:00Z',
      },
    ],
  },
  {
    client: 'rewards',
    author: 'promoter.mx',
    country: 'MX',
    language: 'es-ES',
    subject: 'Cambio de tienda',
    status: 'open',
    sentAt: '2026-11-25T16:00:00Z',
    thread: [
      {
        staff: false,
        body: 'Me cambiaron de tienda, ¿cómo actualizo mi registro?',
        at: '2026-11-25T16:00:00Z',
      },
    ],
  },
];

/** A FAQ per demo client in the four languages, and support tickets open, answered and closed (docs/content.md). */
export const faqSupportDemoSteps: readonly SeedStep[] = [
  {
    name: '2026-12-02 faq and support',
    async run(db) {
      const { academy, rewards } = await clientIds(db);
      await seedFaq(db, academy, [
        [ACCOUNT, [PASSWORD, SUPPORT]],
        [LEARNING, [CERTIFICATE, EDUCATION]],
      ]);
      await seedFaq(db, rewards, [
        [ACCOUNT, [PASSWORD, SUPPORT]],
        [REWARDS, [POINTS, EXPIRY]],
      ]);
      const staff = await userId(db, 'support');
      for (const ticket of TICKETS) {
        const author = await userId(db, ticket.author);
        if (author === undefined) continue;
        const last = ticket.thread.at(-1)?.at ?? ticket.sentAt;
        const closed = ticket.status === 'closed';
        const row = await db
          .insertInto('support_tickets')
          .values({
            client_id: ticket.client === 'academy' ? academy : rewards,
            user_id: author,
            country_code: ticket.country,
            subject: ticket.subject,
            status: ticket.status,
            respond_by: supportResponseDate(ticket.country, new Date(ticket.sentAt)),
            language: ticket.language,
            created_at: ticket.sentAt,
            updated_at: last,
            closed_at: closed ? new Date(last) : null,
            closed_by: closed ? (staff ?? null) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const message of ticket.thread)
          await db
            .insertInto('support_messages')
            .values({
              ticket_id: row.id,
              author_id: message.staff ? (staff ?? null) : author,
              from_staff: message.staff,
              body: message.body,
              created_at: message.at,
            })
            .execute();
      }
    },
  },
];
