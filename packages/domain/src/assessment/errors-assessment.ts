/**
 * Error texts of assessment (SPEC §4/§5 tests, §8). `shared/errors.ts` merges this table into the catalogue. The
 * block itself answers learning's `learning.progress_blocked`, SPEC §8's "Você foi bloqueado neste curso…".
 */
export const ASSESSMENT_ERROR_MESSAGES = {
  'assessment.no_attempts_left': {
    'pt-BR': 'Você não tem mais tentativas neste teste.',
    'en-US': 'You have no attempts left in this test.',
    'es-ES': 'No te quedan intentos en esta prueba.',
    'fr-FR': "Vous n'avez plus de tentatives pour ce test.",
  },
  'assessment.attempt_closed': {
    'pt-BR': 'Esta tentativa já foi encerrada.',
    'en-US': 'This attempt is already closed.',
    'es-ES': 'Este intento ya se ha cerrado.',
    'fr-FR': 'Cette tentative est déjà terminée.',
  },
  'assessment.attempt_open': {
    'pt-BR': 'Envie a tentativa para ver o resultado.',
    'en-US': 'Submit the attempt to see its result.',
    'es-ES': 'Envía el intento para ver el resultado.',
    'fr-FR': 'Envoyez la tentative pour voir son résultat.',
  },
  'assessment.time_over': {
    'pt-BR': 'O tempo para responder terminou. As respostas salvas até o fim do tempo foram enviadas.',
    'en-US': 'Time to answer is over. The answers saved before the end were submitted.',
    'es-ES': 'El tiempo para responder terminó. Se enviaron las respuestas guardadas hasta el final.',
    'fr-FR': 'Le temps de réponse est écoulé. Les réponses enregistrées avant la fin ont été envoyées.',
  },
  'assessment.not_a_question_of_attempt': {
    'pt-BR': 'Esta pergunta não faz parte da tentativa.',
    'en-US': 'This question is not part of the attempt.',
    'es-ES': 'Esta pregunta no forma parte del intento.',
    'fr-FR': 'Cette question ne fait pas partie de la tentative.',
  },
  'assessment.answer_type_mismatch': {
    'pt-BR': 'A resposta não corresponde ao tipo da pergunta.',
    'en-US': 'The answer does not match the question type.',
    'es-ES': 'La respuesta no corresponde al tipo de pregunta.',
    'fr-FR': 'La réponse ne correspond pas au type de question.',
  },
  'assessment.invalid_key': {
    'pt-BR': 'A resposta correta não corresponde às opções da pergunta.',
    'en-US': 'The correct answer does not match the question options.',
    'es-ES': 'La respuesta correcta no corresponde a las opciones de la pregunta.',
    'fr-FR': 'La bonne réponse ne correspond pas aux options de la question.',
  },
  'assessment.not_a_test': {
    'pt-BR': 'Esta atividade não é um teste.',
    'en-US': 'This activity is not a test.',
    'es-ES': 'Esta actividad no es una prueba.',
    'fr-FR': "Cette activité n'est pas un test.",
  },
  'assessment.bank_too_small': {
    'pt-BR': 'O banco de perguntas tem menos perguntas do que o teste pede.',
    'en-US': 'The question bank has fewer questions than the test asks for.',
    'es-ES': 'El banco de preguntas tiene menos preguntas de las que pide la prueba.',
    'fr-FR': 'La banque de questions contient moins de questions que le test n’en demande.',
  },
  'assessment.idempotency_key_required': {
    'pt-BR': 'O envio precisa do cabeçalho Idempotency-Key.',
    'en-US': 'The submission needs an Idempotency-Key header.',
    'es-ES': 'El envío necesita el encabezado Idempotency-Key.',
    'fr-FR': "L'envoi nécessite l'en-tête Idempotency-Key.",
  },
  'assessment.bank_in_use': {
    'pt-BR': 'Este banco de perguntas é usado por um teste. Escolha outro banco no teste antes de excluí-lo.',
    'en-US': 'A test draws from this question bank. Choose another bank for the test before deleting it.',
    'es-ES': 'Una prueba usa este banco de preguntas. Elige otro banco para la prueba antes de eliminarlo.',
    'fr-FR':
      'Un test utilise cette banque de questions. Choisissez une autre banque pour le test avant de la supprimer.',
  },
  'assessment.test_not_configured': {
    'pt-BR': 'Este teste ainda não tem regras nem banco de perguntas.',
    'en-US': 'This test has no rules nor question bank yet.',
    'es-ES': 'Esta prueba aún no tiene reglas ni banco de preguntas.',
    'fr-FR': "Ce test n'a pas encore de règles ni de banque de questions.",
  },
  'assessment.review_exists': {
    'pt-BR': 'Você já avaliou este curso. Edite a sua avaliação em vez de enviar outra.',
    'en-US': 'You have already reviewed this course. Edit your review instead of sending another.',
    'es-ES': 'Ya has valorado este curso. Edita tu valoración en lugar de enviar otra.',
    'fr-FR': 'Vous avez déjà évalué ce cours. Modifiez votre avis au lieu d’en envoyer un autre.',
  },
  'assessment.review_not_author': {
    'pt-BR': 'Só quem escreveu a avaliação pode editá-la ou excluí-la.',
    'en-US': 'Only the author of a review may edit or delete it.',
    'es-ES': 'Solo quien escribió la valoración puede editarla o eliminarla.',
    'fr-FR': 'Seul l’auteur d’un avis peut le modifier ou le supprimer.',
  },
  'certificates.already_revoked': {
    'pt-BR': 'Este certificado já foi revogado.',
    'en-US': 'This certificate has already been revoked.',
    'es-ES': 'Este certificado ya ha sido revocado.',
    'fr-FR': 'Ce certificat a déjà été révoqué.',
  },
  'certificates.color_invalid': {
    'pt-BR': 'Informe a cor como #rrggbb (por exemplo, #215c9e).',
    'en-US': 'Enter the colour as #rrggbb (for example, #215c9e).',
    'es-ES': 'Indica el color como #rrggbb (por ejemplo, #215c9e).',
    'fr-FR': 'Indiquez la couleur sous la forme #rrggbb (par exemple, #215c9e).',
  },
  'certificates.placeholder_unknown': {
    'pt-BR': 'Marcador desconhecido. Use {learner}, {course}, {kind}, {date}, {hours}, {score} ou {issuer}.',
    'en-US': 'Unknown placeholder. Use {learner}, {course}, {kind}, {date}, {hours}, {score} or {issuer}.',
    'es-ES': 'Marcador desconocido. Usa {learner}, {course}, {kind}, {date}, {hours}, {score} o {issuer}.',
    'fr-FR': 'Balise inconnue. Utilisez {learner}, {course}, {kind}, {date}, {hours}, {score} ou {issuer}.',
  },
  'certificates.too_many_lines': {
    'pt-BR': 'O texto tem mais linhas do que cabem na página (8 no máximo).',
    'en-US': 'The text has more lines than fit on the page (8 at most).',
    'es-ES': 'El texto tiene más líneas de las que caben en la página (8 como máximo).',
    'fr-FR': 'Le texte a plus de lignes que la page ne peut en contenir (8 au maximum).',
  },
  'certificates.image_invalid': {
    'pt-BR': 'A imagem precisa ser um arquivo PNG ou JPEG.',
    'en-US': 'The image must be a PNG or JPEG file.',
    'es-ES': 'La imagen debe ser un archivo PNG o JPEG.',
    'fr-FR': 'L’image doit être un fichier PNG ou JPEG.',
  },
  'certificates.image_too_large': {
    'pt-BR': 'A imagem tem mais de 2 MB. Envie uma imagem menor.',
    'en-US': 'The image is over 2 MB. Send a smaller image.',
    'es-ES': 'La imagen supera los 2 MB. Envía una imagen más pequeña.',
    'fr-FR': 'L’image dépasse 2 Mo. Envoyez une image plus petite.',
  },
} as const;
