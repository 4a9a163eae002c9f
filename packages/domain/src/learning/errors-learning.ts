/**
 * Error texts of learning (SPEC §4 Enrolment and Course progress, §8). `shared/errors.ts` merges this table into the
 * catalogue. A course the learner may not see answers `common.not_found` (SPEC §8's message), never these.
 */
export const LEARNING_ERROR_MESSAGES = {
  'learning.enrolment_required': {
    'pt-BR': 'Inscreva-se no curso para acessar o conteúdo.',
    'en-US': 'Enrol in the course to open its content.',
    'es-ES': 'Inscríbete en el curso para acceder al contenido.',
    'fr-FR': 'Inscrivez-vous au cours pour accéder à son contenu.',
  },
  'learning.enrolment_closed': {
    'pt-BR': 'A inscrição neste curso é feita pelo administrador.',
    'en-US': 'Enrolment in this course is done by an administrator.',
    'es-ES': 'La inscripción en este curso la realiza el administrador.',
    'fr-FR': "L'inscription à ce cours est faite par un administrateur.",
  },
  'learning.prerequisite_pending': {
    'pt-BR': 'Conclua o curso pré-requisito antes de começar este.',
    'en-US': 'Finish the prerequisite course before starting this one.',
    'es-ES': 'Completa el curso previo requerido antes de comenzar este.',
    'fr-FR': 'Terminez le cours prérequis avant de commencer celui-ci.',
  },
  'learning.activity_locked': {
    'pt-BR': 'Conclua as atividades anteriores para abrir esta.',
    'en-US': 'Finish the previous activities to open this one.',
    'es-ES': 'Completa las actividades anteriores para abrir esta.',
    'fr-FR': 'Terminez les activités précédentes pour ouvrir celle-ci.',
  },
  'learning.completion_too_soon': {
    'pt-BR': 'Esta atividade ainda não pode ser concluída. Continue de onde parou.',
    'en-US': 'This activity cannot be completed yet. Carry on where you left off.',
    'es-ES': 'Esta actividad aún no puede completarse. Continúa donde lo dejaste.',
    'fr-FR': 'Cette activité ne peut pas encore être terminée. Reprenez là où vous en étiez.',
  },
  'learning.completion_not_met': {
    'pt-BR': 'A atividade ainda não foi vista até o fim.',
    'en-US': 'The activity has not been seen to the end yet.',
    'es-ES': 'La actividad aún no se ha visto hasta el final.',
    'fr-FR': "L'activité n'a pas encore été vue jusqu'au bout.",
  },
  'learning.progress_blocked': {
    'pt-BR': 'Você foi bloqueado neste curso e não irá receber um certificado',
    'en-US': 'You have been blocked in this course and will not receive a certificate',
    'es-ES': 'Has sido bloqueado en este curso y no recibirás un certificado',
    'fr-FR': 'Vous avez été bloqué dans ce cours et ne recevrez pas de certificat',
  },
} as const;
