/**
 * Error texts of the reward store (SPEC §8 Redemption: error redeeming; insufficient points; not enough stock;
 * maximum redemptions for the category reached; required training not finished). `shared/errors.ts` merges them.
 */
export const STORE_ERROR_MESSAGES = {
  'store.redemption_failed': {
    'pt-BR': 'Erro ao resgatar. Tente novamente.',
    'en-US': 'Error redeeming. Please try again.',
    'es-ES': 'Error al canjear. Inténtalo de nuevo.',
    'fr-FR': "Erreur lors de l'échange. Veuillez réessayer.",
  },
  'store.insufficient_points': {
    'pt-BR': 'Pontos insuficientes para este resgate.',
    'en-US': 'Insufficient points for this redemption.',
    'es-ES': 'Puntos insuficientes para este canje.',
    'fr-FR': 'Points insuffisants pour cet échange.',
  },
  'store.out_of_stock': {
    'pt-BR': 'Estoque insuficiente para este prêmio.',
    'en-US': 'Not enough stock of this reward.',
    'es-ES': 'No hay stock suficiente de este premio.',
    'fr-FR': 'Stock insuffisant pour cette récompense.',
  },
  'store.category_limit': {
    'pt-BR': 'Você atingiu a quantidade máxima de resgates desta categoria.',
    'en-US': 'You have reached the maximum number of redemptions for this category.',
    'es-ES': 'Alcanzaste la cantidad máxima de canjes de esta categoría.',
    'fr-FR': "Vous avez atteint le nombre maximum d'échanges pour cette catégorie.",
  },
  'store.training_required': {
    'pt-BR': 'Conclua os treinamentos obrigatórios antes de resgatar.',
    'en-US': 'Finish the required training before redeeming.',
    'es-ES': 'Termina las capacitaciones obligatorias antes de canjear.',
    'fr-FR': 'Terminez les formations obligatoires avant de faire un échange.',
  },
  'store.idempotency_key_required': {
    'pt-BR': 'O resgate precisa de um cabeçalho Idempotency-Key válido.',
    'en-US': 'A redemption needs a valid Idempotency-Key header.',
    'es-ES': 'El canje necesita un encabezado Idempotency-Key válido.',
    'fr-FR': "L'échange nécessite un en-tête Idempotency-Key valide.",
  },
  'store.country_unknown': {
    'pt-BR': 'O prêmio só pode ser oferecido nos países do programa.',
    'en-US': 'A reward can only be offered in the programme’s countries.',
    'es-ES': 'El premio solo puede ofrecerse en los países del programa.',
    'fr-FR': 'Une récompense ne peut être proposée que dans les pays du programme.',
  },
  'store.image_too_large': {
    'pt-BR': 'A imagem do prêmio deve ter no máximo 10 MB.',
    'en-US': 'The reward image must be at most 10 MB.',
    'es-ES': 'La imagen del premio debe tener como máximo 10 MB.',
    'fr-FR': "L'image de la récompense doit faire au plus 10 Mo.",
  },
  'store.order_status_changed': {
    'pt-BR': 'O pedido não está mais em um status que permita esta ação.',
    'en-US': 'The order is no longer in a status that allows this action.',
    'es-ES': 'El pedido ya no está en un estado que permita esta acción.',
    'fr-FR': "La commande n'est plus dans un statut qui permet cette action.",
  },
  'store.shipment_invalid': {
    'pt-BR': 'Informe a transportadora e o código de rastreio, cada um com até 80 caracteres.',
    'en-US': 'Give the carrier and the tracking number, each of at most 80 characters.',
    'es-ES': 'Indica la transportadora y el número de seguimiento, cada uno de hasta 80 caracteres.',
    'fr-FR': 'Indiquez le transporteur et le numéro de suivi, chacun de 80 caractères au plus.',
  },
} as const;
