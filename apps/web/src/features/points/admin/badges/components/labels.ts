import type { Campaign } from '@elevar/contract';
import { EARNING_KINDS, type PointKind } from '@elevar/domain';
import type { AdminBadge } from '../api.ts';
import type { BadgesAdminT } from '../i18n.ts';

type EarningKind = 'training' | 'webinar' | 'game' | 'event' | 'sale' | 'photo' | 'mystery_shopper';

function earningKind(kind: PointKind | null): EarningKind | null {
  return kind !== null && EARNING_KINDS.includes(kind) ? (kind as EarningKind) : null;
}

/** The badge's name in the interface language, else in pt-BR, else its label key or code. */
export function badgeName(badge: Pick<AdminBadge, 'names' | 'label_key' | 'code'>, language: string): string {
  const names = badge.names as Record<string, string | undefined>;
  return names[language] || names['pt-BR'] || badge.label_key || badge.code;
}

export function formatNumber(language: string, value: number): string {
  return new Intl.NumberFormat(language).format(value);
}

/**
 * The rule in words: "Primeira venda aprovada", "5 vendas aprovadas", "1.000 pontos de experiência na campanha Q4",
 * "3 trilhas concluídas".
 */
export function ruleText(
  t: BadgesAdminT,
  language: string,
  badge: Pick<AdminBadge, 'rule' | 'threshold' | 'point_kind' | 'campaign_id'>,
  campaigns: readonly Campaign[],
): string {
  const count = formatNumber(language, badge.threshold);
  const kind = earningKind(badge.point_kind);
  switch (badge.rule) {
    case 'campaign_experience': {
      if (badge.campaign_id === null) return t('ruleText.experience', { count });
      const campaign =
        campaigns.find((c) => c.id === badge.campaign_id)?.name ??
        t('ruleText.unknownCampaign', { id: badge.campaign_id });
      return t('ruleText.experienceIn', { count, campaign });
    }
    case 'event_streak':
      return kind ? t('ruleText.streak', { count, things: t(`kinds.${kind}`) }) : t('rules.event_streak');
    case 'first_entry':
    case 'entry_count':
      if (!kind) return t(`rules.${badge.rule}`);
      return badge.threshold === 1
        ? t(`firsts.${kind}`)
        : t('ruleText.count', { count, things: t(`kinds.${kind}`) });
    case 'trails_finished':
      return badge.threshold === 1 ? t('ruleText.firstTrail') : t('ruleText.trails', { count });
  }
}
