/**
 * Error texts of the points transfer to the partner loyalty programme (SPEC §8 Points transfer: inactive
 * registration, invalid or unauthorized role, no points to send, document already used). `shared/errors.ts` merges
 * them.
 */
export const TRANSFER_ERROR_MESSAGES = {
  'transfer.registration_inactive': {
    'pt-BR': 'Seu cadastro no programa parceiro não está ativo.',
    'en-US': 'Your registration in the partner programme is not active.',
    'es-ES': 'Tu registro en el programa socio no está activo.',
    'fr-FR': "Votre inscription au programme partenaire n'est pas active.",
  },
  'transfer.role_invalid': {
    'pt-BR': 'Seu perfil no programa parceiro é inválido ou não está autorizado a receber pontos.',
    'en-US': 'Your role in the partner programme is invalid or not authorized to receive points.',
    'es-ES': 'Tu perfil en el programa socio no es válido o no está autorizado a recibir puntos.',
    'fr-FR':
      "Votre rôle dans le programme partenaire n'est pas valide ou n'est pas autorisé à recevoir des points.",
  },
  'transfer.no_points': {
    'pt-BR': 'Você não tem pontos para enviar.',
    'en-US': 'You have no points to send.',
    'es-ES': 'No tienes puntos para enviar.',
    'fr-FR': "Vous n'avez aucun point à envoyer.",
  },
  'transfer.document_used': {
    'pt-BR': 'Este documento já foi utilizado para enviar pontos.',
    'en-US': 'This document has already been used to send points.',
    'es-ES': 'Este documento ya se utilizó para enviar puntos.',
    'fr-FR': 'Ce document a déjà été utilisé pour envoyer des points.',
  },
  'transfer.refused': {
    'pt-BR': 'O programa parceiro recusou o envio. Seus pontos foram devolvidos.',
    'en-US': 'The partner programme refused the transfer. Your points were returned.',
    'es-ES': 'El programa socio rechazó el envío. Tus puntos fueron devueltos.',
    'fr-FR': 'Le programme partenaire a refusé le transfert. Vos points ont été rendus.',
  },
  'transfer.document_invalid': {
    'pt-BR': 'Informe um CPF válido.',
    'en-US': 'Enter a valid CPF.',
    'es-ES': 'Introduce un CPF válido.',
    'fr-FR': 'Saisissez un CPF valide.',
  },
  'transfer.partner_unavailable': {
    'pt-BR': 'O programa parceiro não respondeu. Tente novamente mais tarde.',
    'en-US': 'The partner programme did not answer. Please try again later.',
    'es-ES': 'El programa socio no respondió. Inténtalo de nuevo más tarde.',
    'fr-FR': "Le programme partenaire n'a pas répondu. Veuillez réessayer plus tard.",
  },
  'transfer.idempotency_key_required': {
    'pt-BR': 'O envio de pontos precisa de um cabeçalho Idempotency-Key válido.',
    'en-US': 'A points transfer needs a valid Idempotency-Key header.',
    'es-ES': 'El envío de puntos necesita un encabezado Idempotency-Key válido.',
    'fr-FR': "L'envoi de points nécessite un en-tête Idempotency-Key valide.",
  },
} as const;
