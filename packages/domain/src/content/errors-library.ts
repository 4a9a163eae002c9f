/**
 * Error texts of the content module's library (docs/content.md "Library"). `shared/errors.ts` merges this table into
 * the catalogue.
 */
export const LIBRARY_ERROR_MESSAGES = {
  'content.library_content_mismatch': {
    'pt-BR': 'O conteúdo do arquivo não corresponde à extensão do nome. Envie o arquivo original.',
    'en-US': 'The file’s content does not match the extension of its name. Send the original file.',
    'es-ES':
      'El contenido del archivo no corresponde a la extensión de su nombre. Envía el archivo original.',
    'fr-FR': 'Le contenu du fichier ne correspond pas à l’extension de son nom. Envoyez le fichier original.',
  },
  'content.library_file_too_large': {
    'pt-BR': 'O arquivo é maior do que o permitido na biblioteca (50 MB).',
    'en-US': 'The file is larger than the library allows (50 MB).',
    'es-ES': 'El archivo es más grande de lo que permite la biblioteca (50 MB).',
    'fr-FR': 'Le fichier dépasse la taille autorisée par la bibliothèque (50 Mo).',
  },
  'content.library_category_not_empty': {
    'pt-BR': 'Esta categoria ainda tem arquivos. Mova ou exclua os arquivos antes de excluí-la.',
    'en-US': 'This category still has files. Move or delete them before deleting it.',
    'es-ES': 'Esta categoría todavía tiene archivos. Muévelos o elimínalos antes de eliminarla.',
    'fr-FR':
      'Cette catégorie contient encore des fichiers. Déplacez-les ou supprimez-les avant de la supprimer.',
  },
  'content.library_link_expired': {
    'pt-BR': 'O link deste arquivo expirou. Abra o arquivo de novo na biblioteca.',
    'en-US': 'This file’s link has expired. Open the file again in the library.',
    'es-ES': 'El enlace de este archivo ha caducado. Abre el archivo de nuevo en la biblioteca.',
    'fr-FR': 'Le lien de ce fichier a expiré. Ouvrez de nouveau le fichier dans la bibliothèque.',
  },
} as const;
