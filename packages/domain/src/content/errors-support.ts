/**
 * Error texts of the FAQ and support (docs/content.md). `shared/errors.ts` merges this table into the catalogue.
 * `support.send_failed` is SPEC §8's "Messages" text.
 */
export const SUPPORT_ERROR_MESSAGES = {
  'support.send_failed': {
    'pt-BR': 'Não foi possível enviar sua mensagem, tente novamente mais tarde',
    'en-US': 'Your message could not be sent, please try again later',
    'es-ES': 'No fue posible enviar tu mensaje, inténtalo de nuevo más tarde',
    'fr-FR': "Votre message n'a pas pu être envoyé, veuillez réessayer plus tard",
  },
  'support.ticket_closed': {
    'pt-BR': 'Este atendimento foi encerrado e não recebe novas mensagens.',
    'en-US': 'This ticket is closed and takes no more messages.',
    'es-ES': 'Esta solicitud está cerrada y no admite más mensajes.',
    'fr-FR': "Cette demande est clôturée et n'accepte plus de messages.",
  },
  'support.country_unknown': {
    'pt-BR': 'Escolha um país do programa.',
    'en-US': 'Choose one of the programme’s countries.',
    'es-ES': 'Elige uno de los países del programa.',
    'fr-FR': 'Choisissez l’un des pays du programme.',
  },
  'faq.category_unknown': {
    'pt-BR': 'Escolha uma categoria de perguntas frequentes deste cliente.',
    'en-US': 'Choose one of this client’s FAQ categories.',
    'es-ES': 'Elige una categoría de preguntas frecuentes de este cliente.',
    'fr-FR': 'Choisissez une catégorie de FAQ de ce client.',
  },
  'faq.category_not_empty': {
    'pt-BR': 'Esta categoria ainda tem perguntas. Mova-as ou exclua-as antes de excluir a categoria.',
    'en-US': 'This category still has questions. Move or delete them before deleting the category.',
    'es-ES': 'Esta categoría todavía tiene preguntas. Muévelas o elimínalas antes de eliminar la categoría.',
    'fr-FR':
      'Cette catégorie contient encore des questions. Déplacez-les ou supprimez-les avant de la supprimer.',
  },
  'content.categories_incomplete': {
    'pt-BR': 'A nova ordem deve conter cada categoria uma vez.',
    'en-US': 'The new order must name every category once.',
    'es-ES': 'El nuevo orden debe contener cada categoría una vez.',
    'fr-FR': 'Le nouvel ordre doit contenir chaque catégorie une fois.',
  },
} as const;
