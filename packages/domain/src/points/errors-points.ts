/**
 * Error texts of the points engine (SPEC §8 Redemption "insufficient points", and the corrections staff make).
 * `shared/errors.ts` merges this table into the catalogue.
 */
export const POINTS_ERROR_MESSAGES = {
  'points.insufficient': {
    'pt-BR': 'Pontos insuficientes.',
    'en-US': 'Insufficient points.',
    'es-ES': 'Puntos insuficientes.',
    'fr-FR': 'Points insuffisants.',
  },
  'points.not_reversible': {
    'pt-BR': 'Este lançamento não pode ser estornado.',
    'en-US': 'This entry cannot be reversed.',
    'es-ES': 'Este movimiento no se puede revertir.',
    'fr-FR': 'Cette écriture ne peut pas être annulée.',
  },
  'points.not_under_audit': {
    'pt-BR': 'Este lançamento não está em auditoria.',
    'en-US': 'This entry is not under audit.',
    'es-ES': 'Este movimiento no está en auditoría.',
    'fr-FR': "Cette écriture n'est pas en cours d'audit.",
  },
  'points.idempotency_key_reused': {
    'pt-BR': 'Esta chave de idempotência já foi usada para outro lançamento.',
    'en-US': 'This idempotency key was already used for a different entry.',
    'es-ES': 'Esta clave de idempotencia ya se usó para otro movimiento.',
    'fr-FR': "Cette clé d'idempotence a déjà été utilisée pour une autre écriture.",
  },
  'points.rule_frozen': {
    'pt-BR': 'Os valores de pontos não podem mudar depois que a campanha começou.',
    'en-US': 'Point values cannot change once the campaign has begun.',
    'es-ES': 'Los valores de puntos no pueden cambiar una vez iniciada la campaña.',
    'fr-FR': 'Les valeurs de points ne peuvent plus changer une fois la campagne commencée.',
  },
} as const;
