/**
 * Error texts of programme levels (SPEC §4 Level, §6 programme administrator). `errors.ts` merges this table into
 * the catalogue.
 */
export const LEVEL_ERROR_MESSAGES = {
  'level.change_already_reviewed': {
    'pt-BR': 'Esta mudança de nível já foi analisada.',
    'en-US': 'This level change has already been reviewed.',
    'es-ES': 'Este cambio de nivel ya fue revisado.',
    'fr-FR': 'Ce changement de niveau a déjà été examiné.',
  },
  'level.no_campaign': {
    'pt-BR': 'Não há campanha para mostrar.',
    'en-US': 'There is no campaign to show.',
    'es-ES': 'No hay ninguna campaña para mostrar.',
    'fr-FR': "Il n'y a aucune campagne à afficher.",
  },
} as const;
