/**
 * Error texts of the forum (docs/community.md). `shared/errors.ts` merges this table into the catalogue. SPEC §8
 * names the forum's errors without their wording: changing a topic's status, editing or deleting a topic or reply,
 * saving a voice reply's audio.
 */
export const COMMUNITY_ERROR_MESSAGES = {
  'forum.topic_closed': {
    'pt-BR': 'Este tópico está fechado e não recebe respostas.',
    'en-US': 'This topic is closed and takes no replies.',
    'es-ES': 'Este tema está cerrado y no admite respuestas.',
    'fr-FR': "Ce sujet est fermé et n'accepte pas de réponses.",
  },
  'forum.status_change_failed': {
    'pt-BR': 'Erro ao alterar o status do tópico: só os moderadores abrem e fecham tópicos.',
    'en-US': 'Error changing the topic’s status: only moderators open and close topics.',
    'es-ES': 'Error al cambiar el estado del tema: solo los moderadores abren y cierran temas.',
    'fr-FR':
      'Erreur lors du changement de statut du sujet : seuls les modérateurs ouvrent et ferment les sujets.',
  },
  'forum.edit_failed': {
    'pt-BR': 'Erro ao editar: só o autor edita o seu tópico ou resposta.',
    'en-US': 'Error editing: only its author edits a topic or reply.',
    'es-ES': 'Error al editar: solo su autor edita un tema o una respuesta.',
    'fr-FR': 'Erreur lors de la modification : seul son auteur modifie un sujet ou une réponse.',
  },
  'forum.delete_failed': {
    'pt-BR': 'Erro ao excluir: só o autor exclui o seu tópico ou resposta.',
    'en-US': 'Error deleting: only its author deletes a topic or reply.',
    'es-ES': 'Error al eliminar: solo su autor elimina un tema o una respuesta.',
    'fr-FR': 'Erreur lors de la suppression : seul son auteur supprime un sujet ou une réponse.',
  },
  'forum.user_blocked': {
    'pt-BR': 'Você foi bloqueado no fórum e não pode publicar.',
    'en-US': 'You have been blocked from the forum and cannot post.',
    'es-ES': 'Has sido bloqueado en el foro y no puedes publicar.',
    'fr-FR': 'Vous avez été bloqué sur le forum et ne pouvez pas publier.',
  },
  'forum.body_required': {
    'pt-BR': 'Escreva o texto da publicação.',
    'en-US': 'Write the post’s text.',
    'es-ES': 'Escribe el texto de la publicación.',
    'fr-FR': 'Écrivez le texte de la publication.',
  },
  'forum.audio_save_failed': {
    'pt-BR': 'Erro ao salvar o áudio. Grave de novo e tente outra vez.',
    'en-US': 'Error saving the audio. Record it again and try once more.',
    'es-ES': 'Error al guardar el audio. Grábalo de nuevo e inténtalo otra vez.',
    'fr-FR': "Erreur lors de l'enregistrement de l'audio. Enregistrez-le à nouveau et réessayez.",
  },
  'forum.moderators_only': {
    'pt-BR': 'Só os moderadores do fórum fazem isso.',
    'en-US': 'Only the forum’s moderators do this.',
    'es-ES': 'Solo los moderadores del foro hacen esto.',
    'fr-FR': 'Seuls les modérateurs du forum font cela.',
  },
} as const;
