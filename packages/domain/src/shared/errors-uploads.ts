/**
 * Error texts of the direct uploads' steps, whatever the upload is for (the server platform's `direct-uploads/`,
 * docs/learning.md "Uploads"); a purpose's own refusals (too large, content not what was declared) are in its
 * module's table. Learning's uploads keep the codes their clients know (`learning.upload_*`,
 * errors-learning-authoring.ts) with these texts. `shared/errors.ts` merges this table into the catalogue.
 */
export const UPLOAD_ERROR_MESSAGES = {
  'upload.incomplete': {
    'pt-BR': 'O envio ainda não recebeu todas as partes do arquivo.',
    'en-US': 'The upload has not received every part of the file yet.',
    'es-ES': 'La subida aún no ha recibido todas las partes del archivo.',
    'fr-FR': "L'envoi n'a pas encore reçu toutes les parties du fichier.",
  },
  'upload.closed': {
    'pt-BR': 'Este envio já foi concluído.',
    'en-US': 'This upload is already complete.',
    'es-ES': 'Esta subida ya se completó.',
    'fr-FR': 'Cet envoi est déjà terminé.',
  },
  'upload.link_expired': {
    'pt-BR': 'O endereço de envio desta parte expirou. Peça um novo e envie de novo.',
    'en-US': 'The address for sending this part has expired. Ask for a new one and send it again.',
    'es-ES': 'La dirección para enviar esta parte ha caducado. Pide una nueva y vuelve a enviarla.',
    'fr-FR': "L'adresse d'envoi de cette partie a expiré. Demandez-en une nouvelle et renvoyez-la.",
  },
  'upload.part_missing': {
    'pt-BR': 'Esta parte do arquivo não chegou ao armazenamento. Envie-a de novo.',
    'en-US': 'This part of the file did not reach the storage. Send it again.',
    'es-ES': 'Esta parte del archivo no llegó al almacenamiento. Vuelve a enviarla.',
    'fr-FR': "Cette partie du fichier n'est pas arrivée au stockage. Renvoyez-la.",
  },
} as const;
