import { UPLOAD_ERROR_MESSAGES } from '../shared/errors-uploads.ts';

/**
 * Error texts of learning authoring (instructors and programme administrators building courses, docs/learning.md
 * "Authoring"). `shared/errors.ts` merges this table into the catalogue.
 */
export const LEARNING_AUTHORING_ERROR_MESSAGES = {
  'learning.publish_needs_activity': {
    'pt-BR': 'Adicione ao menos uma atividade antes de publicar o curso.',
    'en-US': 'Add at least one activity before publishing the course.',
    'es-ES': 'Añade al menos una actividad antes de publicar el curso.',
    'fr-FR': 'Ajoutez au moins une activité avant de publier le cours.',
  },
  'learning.course_status_conflict': {
    'pt-BR': 'O curso não pode passar do status atual para este.',
    'en-US': 'The course cannot go from its current status to this one.',
    'es-ES': 'El curso no puede pasar de su estado actual a este.',
    'fr-FR': 'Le cours ne peut pas passer de son statut actuel à celui-ci.',
  },
  'learning.activity_has_progress': {
    'pt-BR': 'Esta atividade já tem progresso de alunos e não pode ser excluída.',
    'en-US': 'Learners already have progress in this activity, so it cannot be deleted.',
    'es-ES': 'Esta actividad ya tiene progreso de alumnos y no se puede eliminar.',
    'fr-FR': 'Des apprenants ont déjà progressé dans cette activité : elle ne peut pas être supprimée.',
  },
  'learning.category_in_use': {
    'pt-BR': 'Esta categoria está em uso por cursos e não pode ser excluída.',
    'en-US': 'Courses use this category, so it cannot be deleted.',
    'es-ES': 'Hay cursos que usan esta categoría, por lo que no se puede eliminar.',
    'fr-FR': 'Des cours utilisent cette catégorie : elle ne peut pas être supprimée.',
  },
  'learning.upload_too_large': {
    'pt-BR': 'O arquivo é maior do que o permitido para este tipo de mídia.',
    'en-US': 'The file is larger than this kind of media allows.',
    'es-ES': 'El archivo es más grande de lo permitido para este tipo de medio.',
    'fr-FR': 'Le fichier dépasse la taille permise pour ce type de média.',
  },
  // the steps' refusals: the platform's texts under the codes learning's clients know
  'learning.upload_incomplete': UPLOAD_ERROR_MESSAGES['upload.incomplete'],
  'learning.upload_closed': UPLOAD_ERROR_MESSAGES['upload.closed'],
  'learning.upload_link_expired': UPLOAD_ERROR_MESSAGES['upload.link_expired'],
  'learning.upload_part_missing': UPLOAD_ERROR_MESSAGES['upload.part_missing'],
  'learning.upload_content_mismatch': {
    'pt-BR': 'O conteúdo do arquivo não corresponde ao tipo informado.',
    'en-US': 'The file’s content does not match the kind declared.',
    'es-ES': 'El contenido del archivo no corresponde al tipo indicado.',
    'fr-FR': 'Le contenu du fichier ne correspond pas au type déclaré.',
  },
} as const;
