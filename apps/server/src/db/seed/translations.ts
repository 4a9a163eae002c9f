import { RegisterFieldDefinition, TranslatedText } from '@elevar/contract';
import type { Db } from '../connection.ts';
import { TRANSLATED_TABLES } from '../migrations/20261125T1000_translated_names.ts';
import { clientIds } from './lookups.ts';

type Names = Record<string, TranslatedText>;

const text = (ptBR: string, enUS: string, esES: string, frFR: string): TranslatedText =>
  TranslatedText.parse({ 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES, 'fr-FR': frFR });
/** A proper name (a store's): the same in every language. */
const same = (name: string) => text(name, name, name, name);

/** The demo rows of each list, by the name the first seed step gave them. */
const NAMES: Record<(typeof TRANSLATED_TABLES)[number], Names> = {
  branches: {
    'Franquia Centro — São Paulo': text(
      'Franquia Centro — São Paulo',
      'Downtown franchise — São Paulo',
      'Franquicia Centro — São Paulo',
      'Franchise Centre — São Paulo',
    ),
    'Franquia Savassi — Belo Horizonte': text(
      'Franquia Savassi — Belo Horizonte',
      'Savassi franchise — Belo Horizonte',
      'Franquicia Savassi — Belo Horizonte',
      'Franchise Savassi — Belo Horizonte',
    ),
    'TecnoMundo Palermo': same('TecnoMundo Palermo'),
    'MegaInfo Paulista': same('MegaInfo Paulista'),
    'CompuCentro Polanco': same('CompuCentro Polanco'),
    'TechHub Toronto': same('TechHub Toronto'),
  },
  user_groups: {
    Franqueados: text('Franqueados', 'Franchisees', 'Franquiciados', 'Franchisés'),
    'Gerentes de loja': text(
      'Gerentes de loja',
      'Store managers',
      'Gerentes de tienda',
      'Gérants de magasin',
    ),
    Vendedores: text('Vendedores', 'Salespeople', 'Vendedores', 'Vendeurs'),
    Promotores: text('Promotores', 'Promoters', 'Promotores', 'Promoteurs'),
  },
  tags: {
    Atendimento: text('Atendimento', 'Customer service', 'Atención al cliente', 'Service client'),
    Gestão: text('Gestão', 'Management', 'Gestión', 'Gestion'),
    Processadores: text('Processadores', 'Processors', 'Procesadores', 'Processeurs'),
    Notebooks: text('Notebooks', 'Laptops', 'Portátiles', 'Ordinateurs portables'),
  },
  country_areas: {
    Ontario: text('Ontário', 'Ontario', 'Ontario', 'Ontario'),
    'British Columbia': text(
      'Colúmbia Britânica',
      'British Columbia',
      'Columbia Británica',
      'Colombie-Britannique',
    ),
    Sudeste: text('Sudeste', 'Southeast', 'Sudeste', 'Sud-Est'),
  },
};

/** The demo clients' own register fields, labelled in every language. */
const REGISTER_FIELDS = {
  academy: RegisterFieldDefinition.array().parse([
    {
      name: 'how_did_you_hear',
      type: 'select',
      required: false,
      label: text(
        'Como conheceu o programa?',
        'How did you hear about the programme?',
        '¿Cómo conoció el programa?',
        'Comment avez-vous connu le programme ?',
      ),
      options: [
        { value: 'store', label: text('Na loja', 'In a store', 'En la tienda', 'En magasin') },
        {
          value: 'colleague',
          label: text('Por um colega', 'From a colleague', 'Por un colega', 'Par un collègue'),
        },
        {
          value: 'social',
          label: text('Redes sociais', 'Social media', 'Redes sociales', 'Réseaux sociaux'),
        },
      ],
    },
  ]),
  rewards: RegisterFieldDefinition.array().parse([
    {
      name: 'document',
      type: 'document',
      required: true,
      label: text('Documento', 'Document', 'Documento', "Pièce d'identité"),
    },
    {
      name: 'store_cnpj',
      type: 'text',
      required: true,
      label: text(
        'Número de registro da loja',
        'Store registration number',
        'Número de registro de la tienda',
        "Numéro d'immatriculation du magasin",
      ),
    },
  ]),
};

/**
 * The demo's branches, groups, tags, country areas and register fields in the four languages (the earlier steps
 * wrote one language, which the translated-names migration copied into all four).
 */
export const translatedNamesStep = {
  name: '2026-11-25 translated names',
  async run(db: Db) {
    for (const table of TRANSLATED_TABLES) {
      for (const [name, names] of Object.entries(NAMES[table])) {
        await db
          .updateTable(table)
          .set({ names: JSON.stringify(names) })
          .where('name', '=', name)
          .execute();
      }
    }
    const clients = await clientIds(db);
    for (const client of ['academy', 'rewards'] as const) {
      await db
        .updateTable('login_settings')
        .set({ register_fields: JSON.stringify(REGISTER_FIELDS[client]) })
        .where('client_id', '=', clients[client])
        .execute();
    }
  },
};
