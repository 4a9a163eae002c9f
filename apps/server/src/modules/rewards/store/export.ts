import type { StaffRewardOrdersCsvQuery } from '@elevar/contract';
import { type LanguageCode, localized, type OrderStatus } from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { csvField } from '../../../platform/csv.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { operatorScope } from './orders.ts';

/** Rows read per statement while the file streams. */
const CHUNK = 500;

const COLUMNS = [
  'order',
  'placed_at',
  'status',
  'reward',
  'points',
  'recipient',
  'username',
  'email',
  'document',
  'phone',
  'country',
  'state',
  'city',
  'neighborhood',
  'address',
  'number',
  'complement',
  'zip',
  'carrier',
  'tracking_number',
] as const;

/** The header row in the request's language (machine-friendly names, as the dashboard's CSV). */
const TITLES: Record<LanguageCode, Record<(typeof COLUMNS)[number], string>> = {
  'pt-BR': {
    order: 'pedido',
    placed_at: 'data_pedido',
    status: 'status',
    reward: 'premio',
    points: 'pontos',
    recipient: 'destinatario',
    username: 'usuario',
    email: 'email',
    document: 'documento',
    phone: 'celular',
    country: 'pais',
    state: 'estado',
    city: 'cidade',
    neighborhood: 'bairro',
    address: 'endereco',
    number: 'numero',
    complement: 'complemento',
    zip: 'cep',
    carrier: 'transportadora',
    tracking_number: 'rastreio',
  },
  'en-US': {
    order: 'order',
    placed_at: 'placed_at',
    status: 'status',
    reward: 'reward',
    points: 'points',
    recipient: 'recipient',
    username: 'username',
    email: 'email',
    document: 'document',
    phone: 'mobile_phone',
    country: 'country',
    state: 'state',
    city: 'city',
    neighborhood: 'neighborhood',
    address: 'address',
    number: 'number',
    complement: 'complement',
    zip: 'zip',
    carrier: 'carrier',
    tracking_number: 'tracking_number',
  },
  'es-ES': {
    order: 'pedido',
    placed_at: 'fecha_pedido',
    status: 'estado_pedido',
    reward: 'premio',
    points: 'puntos',
    recipient: 'destinatario',
    username: 'usuario',
    email: 'email',
    document: 'documento',
    phone: 'movil',
    country: 'pais',
    state: 'estado',
    city: 'ciudad',
    neighborhood: 'barrio',
    address: 'direccion',
    number: 'numero',
    complement: 'complemento',
    zip: 'codigo_postal',
    carrier: 'transportadora',
    tracking_number: 'seguimiento',
  },
  'fr-FR': {
    order: 'commande',
    placed_at: 'date_commande',
    status: 'statut',
    reward: 'recompense',
    points: 'points',
    recipient: 'destinataire',
    username: 'identifiant',
    email: 'email',
    document: 'document',
    phone: 'portable',
    country: 'pays',
    state: 'etat',
    city: 'ville',
    neighborhood: 'quartier',
    address: 'adresse',
    number: 'numero',
    complement: 'complement',
    zip: 'code_postal',
    carrier: 'transporteur',
    tracking_number: 'suivi',
  },
};

/** A chunk of the client's orders after `(created_at, id)`, oldest first, with what a fulfilment partner needs. */
function chunk(
  db: Db,
  clientId: number,
  status: OrderStatus | undefined,
  after: { at: Date; id: number } | null,
) {
  let query = db
    .selectFrom('reward_orders as o')
    .innerJoin('rewards as r', 'r.id', 'o.reward_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('countries as co', 'co.id', 'o.country_id')
    .where('o.client_id', '=', clientId)
    .select([
      'o.id',
      'o.created_at',
      'o.status',
      'o.points',
      'o.carrier',
      'o.tracking_number',
      'r.names as reward_names',
      'u.full_name',
      'u.username',
      'u.email',
      'u.document',
      'u.phone_mobile',
      'co.code as country_code',
      'u.state',
      'u.city',
      'u.neighborhood',
      'u.address',
      'u.number',
      'u.complement',
      'u.zip',
    ]);
  if (status !== undefined) query = query.where('o.status', '=', status);
  if (after) query = query.where(sql<boolean>`(o.created_at, o.id) > (${after.at}, ${after.id})`);
  return query.orderBy('o.created_at').orderBy('o.id').limit(CHUNK).execute();
}

/**
 * GET /api/v1/admin/rewards/orders.csv?status=: the operator's orders (the queue's filter) for a fulfilment
 * partner, oldest first: the order, its reward in the request's language, the recipient with their contact and
 * address (the profile's), and the carrier and tracking number once shipped. UTF-8 with BOM, the header in the
 * request's language, text a person typed guarded against formulas (`csvField`); streamed in chunks of 500 read by
 * the queue's order, so the file's size never sits in memory.
 */
export async function ordersCsv(
  ctx: ServiceContext,
  auth: AuthContext,
  query: StaffRewardOrdersCsvQuery,
  language: LanguageCode,
): Promise<{ filename: string; body: AsyncIterable<string> }> {
  const { clientId } = await operatorScope(ctx, auth);
  async function* lines() {
    yield `\uFEFF${COLUMNS.map((column) => csvField(TITLES[language][column])).join(',')}\r\n`;
    let after: { at: Date; id: number } | null = null;
    for (;;) {
      const rows = await chunk(ctx.db, clientId, query.status, after);
      for (const row of rows) {
        const fields = [
          csvField(Number(row.id)),
          csvField(new Date(row.created_at).toISOString()),
          csvField(row.status),
          csvField(localized(row.reward_names, language), true),
          csvField(row.points),
          csvField(row.full_name, true),
          csvField(row.username, true),
          csvField(row.email, true),
          csvField(row.document, true),
          csvField(row.phone_mobile, true),
          csvField(row.country_code.trim()),
          ...[row.state, row.city, row.neighborhood, row.address, row.number, row.complement, row.zip].map(
            (v) => csvField(v, true),
          ),
          csvField(row.carrier, true),
          csvField(row.tracking_number, true),
        ];
        yield `${fields.join(',')}\r\n`;
      }
      const last = rows.at(-1);
      if (!last || rows.length < CHUNK) return;
      after = { at: new Date(last.created_at), id: Number(last.id) };
    }
  }
  return { filename: `reward-orders${query.status ? `-${query.status}` : ''}.csv`, body: lines() };
}
