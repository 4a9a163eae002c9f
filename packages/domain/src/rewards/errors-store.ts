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
  'store.department_unknown': {
    'pt-BR': 'Escolha um departamento da loja.',
    'en-US': 'Choose one of the store’s departments.',
    'es-ES': 'Elige un departamento de la tienda.',
    'fr-FR': 'Choisissez un rayon de la boutique.',
  },
  'store.category_unknown': {
    'pt-BR': 'Escolha uma categoria da loja.',
    'en-US': 'Choose one of the store’s categories.',
    'es-ES': 'Elige una categoría de la tienda.',
    'fr-FR': 'Choisissez une catégorie de la boutique.',
  },
  'store.department_in_use': {
    'pt-BR': 'Este departamento tem prêmios. Mova-os para outro departamento antes de excluí-lo.',
    'en-US': 'This department has rewards. Move them to another department before removing it.',
    'es-ES': 'Este departamento tiene premios. Muévelos a otro departamento antes de eliminarlo.',
    'fr-FR': 'Ce rayon contient des récompenses. Déplacez-les vers un autre rayon avant de le supprimer.',
  },
  'store.category_in_use': {
    'pt-BR':
      'Esta categoria tem prêmios ou pedidos. Só uma categoria sem prêmios nem pedidos pode ser excluída.',
    'en-US': 'This category has rewards or orders. Only a category without rewards or orders can be removed.',
    'es-ES':
      'Esta categoría tiene premios o pedidos. Solo se puede eliminar una categoría sin premios ni pedidos.',
    'fr-FR':
      'Cette catégorie a des récompenses ou des commandes. Seule une catégorie sans récompenses ni commandes peut être supprimée.',
  },
  'store.list_incomplete': {
    'pt-BR': 'Envie cada item da lista uma vez, todos eles.',
    'en-US': 'Send every item of the list, each once.',
    'es-ES': 'Envía cada elemento de la lista una vez, todos ellos.',
    'fr-FR': 'Envoyez chaque élément de la liste une fois, tous.',
  },
  'store.course_unknown': {
    'pt-BR': 'Escolha cursos publicados do cliente.',
    'en-US': 'Choose published courses of the client.',
    'es-ES': 'Elige cursos publicados del cliente.',
    'fr-FR': 'Choisissez des cours publiés du client.',
  },
} as const;
