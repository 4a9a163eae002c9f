import { libraryFileKind, searchKey } from '@elevar/domain';
import type { Db } from '../../../db/connection.ts';
import { clientIds } from '../../../db/seed/lookups.ts';
import { contentTypeByExtension } from '../../../platform/file-content.ts';
import { recordStoredFile } from '../../../platform/storage.ts';
import type { SeedContext, SeedStep } from '../../manifest.ts';
import { demoDocx, demoMedia, demoPng, demoXlsx, demoZip } from './demo-files.ts';
import { LIBRARY_FILE_PURPOSE } from './editor.ts';

type Lang = 'pt-BR' | 'en-US' | 'es-ES' | 'fr-FR';

const CATEGORIES: { slug: string; names: Record<Lang, string> }[] = [
  {
    slug: 'manuais-e-guias',
    names: {
      'pt-BR': 'Manuais e guias',
      'en-US': 'Manuals and guides',
      'es-ES': 'Manuales y guías',
      'fr-FR': 'Manuels et guides',
    },
  },
  {
    slug: 'midia',
    names: { 'pt-BR': 'Mídia', 'en-US': 'Media', 'es-ES': 'Medios', 'fr-FR': 'Médias' },
  },
  {
    slug: 'planilhas-e-arquivos',
    names: {
      'pt-BR': 'Planilhas e arquivos',
      'en-US': 'Spreadsheets and archives',
      'es-ES': 'Hojas de cálculo y archivos',
      'fr-FR': 'Tableurs et archives',
    },
  },
];

interface DemoFile {
  category: number;
  fileName: string;
  title: string;
  description: string;
  bytes: () => Promise<Buffer>;
  /** False: unpublished, its editors' alone (the first files are all published). */
  published?: boolean;
}

/** One file of every SPEC §3 kind (video, audio, pdf, image, compressed, excel, document, powerpoint, file). */
const FILES: DemoFile[] = [
  {
    category: 0,
    fileName: 'guia-de-layout-da-loja.pdf',
    title: 'Guia de layout da loja',
    description: 'Como organizar vitrines, gôndolas e o caixa.',
    bytes: () => demoMedia('store-layout.pdf'),
  },
  {
    category: 0,
    fileName: 'politica-de-atendimento.docx',
    title: 'Política de atendimento',
    description: 'Os compromissos da rede com cada cliente.',
    bytes: async () => demoDocx('Política de atendimento: receba, escute, resolva e agradeça.'),
  },
  {
    category: 0,
    fileName: 'integracao.pptx',
    title: 'Apresentação de integração',
    description: 'Os primeiros dias na rede, em slides.',
    bytes: () => demoMedia('onboarding.pptx'),
  },
  {
    category: 0,
    fileName: 'checklist-de-abertura.txt',
    title: 'Checklist de abertura',
    description: 'O que conferir antes de abrir a loja.',
    bytes: async () =>
      Buffer.from('Checklist de abertura\n\n1. Luzes e música\n2. Caixa conferido\n3. Vitrine arrumada\n'),
  },
  {
    category: 1,
    fileName: 'fachada-da-loja.png',
    title: 'Fachada da loja',
    description: 'A identidade visual da fachada.',
    bytes: () => demoPng('Franchise Academy'),
  },
  {
    category: 1,
    fileName: 'video-de-boas-vindas.mkv',
    title: 'Vídeo de boas-vindas',
    description: 'Uma mensagem curta da equipe.',
    bytes: () => demoMedia('intro.webm'),
  },
  {
    category: 1,
    fileName: 'vinheta.wav',
    title: 'Vinheta da rede',
    description: 'O som que abre os nossos eventos.',
    bytes: () => demoMedia('chime.wav'),
  },
  {
    category: 2,
    fileName: 'metas-do-trimestre.xlsx',
    title: 'Metas do trimestre',
    description: 'As metas de cada loja.',
    bytes: async () =>
      demoXlsx([
        ['Loja', 'Meta'],
        ['Centro', '120'],
        ['Shopping', '150'],
      ]),
  },
  {
    category: 2,
    fileName: 'kit-de-marca.zip',
    title: 'Kit de marca',
    description: 'Logotipos e cores da rede.',
    bytes: async () =>
      demoZip({ 'leia-me.txt': 'Kit de marca da Franchise Academy', 'cores.txt': '#1c7ed6 #0b7285' }),
  },
  {
    category: 2,
    fileName: 'contatos-das-lojas.csv',
    title: 'Contatos das lojas',
    description: 'Telefones e e-mails de cada loja.',
    bytes: async () => Buffer.from('loja;telefone\nCentro;+55 11 3000-0001\nShopping;+55 11 3000-0002\n'),
  },
];

const DRAFT: DemoFile = {
  category: 0,
  fileName: 'calendario-de-treinamentos-2027.docx',
  title: 'Calendário de treinamentos 2027 (rascunho)',
  description: 'As turmas do próximo ano, ainda em revisão.',
  bytes: async () => demoDocx('Calendário de treinamentos 2027: turmas de março, junho e setembro.'),
  published: false,
};

async function insertFile(
  db: Db,
  context: SeedContext,
  clientId: number,
  categoryId: number,
  file: DemoFile,
) {
  const bytes = await file.bytes();
  const { extension, kind } = libraryFileKind(file.fileName);
  const contentType = await contentTypeByExtension(extension, kind, bytes);
  if (!contentType) throw new Error(`the library demo's ${file.fileName} is not what its extension says`);
  const key = await context.files.write(bytes);
  await recordStoredFile(db, {
    key,
    ownerUserId: null,
    purpose: LIBRARY_FILE_PURPOSE,
    contentType,
    size: bytes.length,
  });
  await db
    .insertInto('library_files')
    .values({
      client_id: clientId,
      category_id: categoryId,
      title: file.title,
      description: file.description,
      file_key: key,
      file_name: file.fileName,
      extension,
      kind,
      content_type: contentType,
      size: bytes.length,
      languages: null,
      published: file.published ?? true,
      search_text: searchKey(`${file.title} ${file.description} ${file.fileName}`),
      updated_at: new Date('2026-11-25T12:00:00Z'),
    })
    .execute();
}

/** The academy's library (Chip Rewards has no library module): three categories, a file of every kind. */
export const libraryDemoSteps: readonly SeedStep[] = [
  {
    name: '2026-12-02 library',
    async run(db, context) {
      const { academy } = await clientIds(db);
      const ids: number[] = [];
      for (const [position, category] of CATEGORIES.entries()) {
        const row = await db
          .insertInto('library_categories')
          .values({
            client_id: academy,
            slug: category.slug,
            names: JSON.stringify(category.names),
            position,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(Number(row.id));
      }
      for (const file of FILES) await insertFile(db, context, academy, ids[file.category] ?? 0, file);
    },
  },
  {
    // an unpublished draft: `admin` sees it marked in Library management and publishes it; learners never see it
    name: '2026-12-05 library draft',
    async run(db, context) {
      const { academy } = await clientIds(db);
      const manuals = await db
        .selectFrom('library_categories')
        .select('id')
        .where('client_id', '=', academy)
        .where('slug', '=', 'manuais-e-guias')
        .executeTakeFirst();
      if (manuals) await insertFile(db, context, academy, Number(manuals.id), DRAFT);
    },
  },
];
