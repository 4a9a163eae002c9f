/**
 * Error texts of programme levels (SPEC §4 Level, §6 programme administrator). `shared/errors.ts` merges this table
 * into the catalogue.
 */
export const LEVEL_ERROR_MESSAGES = {
  'level.change_already_reviewed': {
    'pt-BR': 'Esta mudança de nível já foi analisada.',
    'en-US': 'This level change has already been reviewed.',
    'es-ES': 'Este cambio de nivel ya fue revisado.',
    'fr-FR': 'Ce changement de niveau a déjà été examiné.',
  },
  'level.entries_under_audit': {
    'pt-BR':
      'Há lançamentos que contam para este nível ainda em auditoria. Confirme para aprovar mesmo assim.',
    'en-US': 'Entries that count towards this level are still under audit. Confirm to approve anyway.',
    'es-ES':
      'Hay movimientos que cuentan para este nivel aún en auditoría. Confirma para aprobar de todos modos.',
    'fr-FR':
      'Des écritures qui comptent pour ce niveau sont encore en audit. Confirmez pour approuver quand même.',
  },
  'level.no_campaign': {
    'pt-BR': 'Não há campanha para mostrar.',
    'en-US': 'There is no campaign to show.',
    'es-ES': 'No hay ninguna campaña para mostrar.',
    'fr-FR': "Il n'y a aucune campagne à afficher.",
  },
} as const;

/** How many of the entries that count towards a level are still under audit (a field detail of the 409 above). */
export const UNDER_AUDIT_COUNT_MESSAGES = {
  'pt-BR': 'Lançamentos que contam para este nível ainda em auditoria: {count}',
  'en-US': 'Entries that count towards this level still under audit: {count}',
  'es-ES': 'Movimientos que cuentan para este nivel aún en auditoría: {count}',
  'fr-FR': 'Écritures qui comptent pour ce niveau encore en audit : {count}',
} as const;
