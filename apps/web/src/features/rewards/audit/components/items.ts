import type { FraudSignal, SaleStatus } from '@elevar/domain';
import { formatDate, formatDateTime, languageByCode } from '@elevar/domain';
import { countryName } from '../../../../i18n/countries.ts';
import { productLabel } from '../../components/SaleForm.tsx';
import type { AuditPhoto, AuditSale } from '../api.ts';
import type { RewardsAuditT } from '../i18n.ts';

/** What the queue shows of a sale or a photo, the same on the table and the cards. */
export interface AuditItemView {
  id: number;
  /** Names the item (its invoice, its photo type and week): headings, checkboxes and buttons say it. */
  title: string;
  details: { key: string; text: string }[];
  seller: { name: string; username: string };
  store: string;
  signals: readonly FraudSignal[];
  points: number;
  status: SaleStatus;
  reason: string | null;
  reviewer: string | null;
  /** The invoice image or the photo beside the lines, or a link to an invoice PDF. */
  image: { kind: 'image'; url: string; alt: string } | { kind: 'pdf'; url: string; label: string };
}

const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const dayText = (day: string, languageId: number) => formatDate(`${day}T12:00:00Z`, languageId, 'UTC');
const storeText = (name: string, country: string | null, language: string) =>
  country ? `${name} · ${countryName(country, language)}` : name;

export function saleView(sale: AuditSale, t: RewardsAuditT, language: string): AuditItemView {
  const languageId = languageByCode(language)?.id ?? 1;
  const title = t('sale.invoice', { invoice: sale.invoice_number });
  const isImage = sale.invoice_content_type?.startsWith('image/') ?? false;
  return {
    id: sale.id,
    title,
    details: [
      {
        key: 'date',
        text: t('sale.date', {
          date: dayText(sale.sale_date, languageId),
          sent: formatDateTime(sale.created_at, languageId, userTimeZone()),
        }),
      },
      ...sale.lines.map((line, position) => ({
        key: `line-${position}`,
        text: t('sale.line', {
          quantity: line.quantity,
          product: productLabel(line.product),
          points: line.points,
        }),
      })),
      ...(sale.observation ? [{ key: 'observation', text: sale.observation }] : []),
    ],
    seller: { name: sale.user.name, username: sale.user.username },
    store: storeText(`${sale.store.name} (${sale.chain.name})`, sale.country_code, language),
    signals: sale.signals,
    points: sale.points,
    status: sale.status,
    reason: sale.reason,
    reviewer: sale.reviewed?.name ?? null,
    image: isImage
      ? { kind: 'image', url: sale.invoice_url, alt: t('sale.invoiceAlt', { invoice: sale.invoice_number }) }
      : {
          kind: 'pdf',
          url: sale.invoice_url,
          label: t('sale.openInvoice', { invoice: sale.invoice_number }),
        },
  };
}

export function photoView(photo: AuditPhoto, t: RewardsAuditT, language: string): AuditItemView {
  const languageId = languageByCode(language)?.id ?? 1;
  const type = photo.photo_type.name;
  return {
    id: photo.id,
    title: t('photo.title', { type, week: dayText(photo.week_start, languageId) }),
    details: [
      { key: 'sent', text: formatDateTime(photo.created_at, languageId, userTimeZone()) },
      { key: 'campaign', text: photo.campaign.name },
    ],
    seller: { name: photo.user.name, username: photo.user.username },
    store: storeText(photo.store.name, photo.country_code, language),
    signals: photo.signals,
    points: photo.points,
    status: photo.status,
    reason: photo.reason,
    reviewer: photo.reviewed?.name ?? null,
    image: { kind: 'image', url: photo.image_url, alt: t('photo.alt', { type, store: photo.store.name }) },
  };
}
