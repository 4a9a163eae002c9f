/**
 * Error texts of the programme administrator's points table and level thresholds (SPEC §4 Level, §6 programme
 * administrator, §9: point values stay fixed during a campaign). `shared/errors.ts` merges this table into the
 * catalogue.
 */
export const POINTS_ADMIN_ERROR_MESSAGES = {
  'points.rule_code_taken': {
    'pt-BR': 'Já existe uma regra com este código nesta campanha.',
    'en-US': 'A rule with this code already exists in this campaign.',
    'es-ES': 'Ya existe una regla con este código en esta campaña.',
    'fr-FR': 'Une règle avec ce code existe déjà dans cette campagne.',
  },
  'points.rule_in_use': {
    'pt-BR': 'Esta regra já tem lançamentos de pontos e não pode ser excluída.',
    'en-US': 'This rule already has point entries and cannot be deleted.',
    'es-ES': 'Esta regla ya tiene movimientos de puntos y no se puede eliminar.',
    'fr-FR': 'Cette règle a déjà des écritures de points et ne peut pas être supprimée.',
  },
  'points.campaign_ended': {
    'pt-BR': 'Esta campanha já terminou: sua tabela de pontos não recebe novas regras.',
    'en-US': 'This campaign has ended: its points table takes no new rules.',
    'es-ES': 'Esta campaña ya terminó: su tabla de puntos no admite nuevas reglas.',
    'fr-FR': "Cette campagne est terminée : son barème de points n'accepte plus de nouvelles règles.",
  },
  'levels.thresholds_frozen': {
    'pt-BR': 'Os limites de nível não podem mudar depois que a campanha começou.',
    'en-US': 'Level thresholds cannot change once the campaign has begun.',
    'es-ES': 'Los umbrales de nivel no pueden cambiar una vez iniciada la campaña.',
    'fr-FR': 'Les seuils de niveau ne peuvent plus changer une fois la campagne commencée.',
  },
} as const;
