/**
 * Error texts of the content module (news; docs/content.md). `shared/errors.ts` merges this table into the catalogue.
 */
export const CONTENT_ERROR_MESSAGES = {
  'content.expiry_before_publish': {
    'pt-BR': 'A data de expiração deve ser posterior à data de publicação.',
    'en-US': 'The expiry date must be after the publish date.',
    'es-ES': 'La fecha de caducidad debe ser posterior a la fecha de publicación.',
    'fr-FR': "La date d'expiration doit être postérieure à la date de publication.",
  },
  'content.version_required': {
    'pt-BR': 'Escreva o título em pelo menos um idioma.',
    'en-US': 'Write the title in at least one language.',
    'es-ES': 'Escribe el título en al menos un idioma.',
    'fr-FR': 'Écrivez le titre dans au moins une langue.',
  },
} as const;
