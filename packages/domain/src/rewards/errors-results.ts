/** Error texts of the mystery-shopper results and event participations (issue 13). */
export const RESULT_ERROR_MESSAGES = {
  'rewards.result_already_posted': {
    'pt-BR':
      'Este participante já tem um resultado deste tipo neste dia da campanha; nada foi lançado de novo.',
    'en-US':
      'This participant already has a result of this kind on this day of the campaign; nothing was posted again.',
    'es-ES':
      'Este participante ya tiene un resultado de este tipo en este día de la campaña; no se registró nada de nuevo.',
    'fr-FR':
      'Ce participant a déjà un résultat de ce type ce jour de la campagne ; rien n’a été crédité à nouveau.',
  },
  'rewards.result_date_future': {
    'pt-BR': 'A data não pode ser futura.',
    'en-US': 'The date cannot be in the future.',
    'es-ES': 'La fecha no puede ser futura.',
    'fr-FR': 'La date ne peut pas être dans le futur.',
  },
  'rewards.result_outside_campaign': {
    'pt-BR': 'A data está fora do período da campanha.',
    'en-US': 'The date is outside the campaign period.',
    'es-ES': 'La fecha está fuera del período de la campaña.',
    'fr-FR': 'La date est en dehors de la période de la campagne.',
  },
  'rewards.result_campaign_closed': {
    'pt-BR': 'Os pontos desta campanha já expiraram: não recebe mais resultados.',
    'en-US': 'This campaign’s points have expired: it takes no more results.',
    'es-ES': 'Los puntos de esta campaña ya expiraron: no recibe más resultados.',
    'fr-FR': 'Les points de cette campagne ont expiré : elle ne reçoit plus de résultats.',
  },
  'rewards.result_participant_unknown': {
    'pt-BR':
      'Participante não encontrado: informe o usuário ou o número GMIN de um participante do programa.',
    'en-US': 'Participant not found: give the username or GMIN number of a programme participant.',
    'es-ES':
      'Participante no encontrado: indica el usuario o el número GMIN de un participante del programa.',
    'fr-FR':
      'Participant introuvable : indiquez l’identifiant ou le numéro GMIN d’un participant du programme.',
  },
  'rewards.result_not_registered': {
    'pt-BR': 'O participante não está inscrito nesta campanha.',
    'en-US': 'The participant is not registered for this campaign.',
    'es-ES': 'El participante no está inscrito en esta campaña.',
    'fr-FR': 'Le participant n’est pas inscrit à cette campagne.',
  },
  'rewards.result_rule_unknown': {
    'pt-BR': 'Escolha uma regra da tabela de pontos da campanha para este tipo de resultado.',
    'en-US': 'Choose a rule of the campaign’s points table for this kind of result.',
    'es-ES': 'Elige una regla de la tabla de puntos de la campaña para este tipo de resultado.',
    'fr-FR': 'Choisissez une règle du barème de points de la campagne pour ce type de résultat.',
  },
} as const;
