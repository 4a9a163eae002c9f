/**
 * Error texts of HTML packages (docs/learning.md "HTML, Flash and HLS"): a package that cannot be imported says what
 * is wrong (the zip's own problems use SCORM's texts, which speak of "the package"). `shared/errors.ts` merges this
 * table into the catalogue.
 */
export const HTML_ERROR_MESSAGES = {
  'html.not_a_package': {
    'pt-BR': 'O arquivo não é um pacote HTML: envie um arquivo .zip com a página e seus arquivos.',
    'en-US': 'The file is not an HTML package: send a .zip file with the page and its files.',
    'es-ES': 'El archivo no es un paquete HTML: envía un archivo .zip con la página y sus archivos.',
    'fr-FR': "Le fichier n'est pas un paquet HTML : envoyez un fichier .zip avec la page et ses fichiers.",
  },
  'html.entry_missing': {
    'pt-BR':
      'O pacote não tem a página de entrada: coloque um index.html na raiz ou informe a página a abrir.',
    'en-US': 'The package has no entry page: put an index.html at its root or name the page to open.',
    'es-ES':
      'El paquete no tiene página de entrada: pon un index.html en la raíz o indica la página que se abre.',
    'fr-FR':
      "Le paquet n'a pas de page d'entrée : placez un index.html à sa racine ou indiquez la page à ouvrir.",
  },
  'html.upload_not_package': {
    'pt-BR': 'Escolha um envio concluído do tipo pacote (.zip).',
    'en-US': 'Choose a completed upload of kind package (.zip).',
    'es-ES': 'Elige una subida completada de tipo paquete (.zip).',
    'fr-FR': 'Choisissez un envoi terminé de type paquet (.zip).',
  },
  'html.not_html_activity': {
    'pt-BR': 'Esta atividade não é do tipo HTML.',
    'en-US': 'This activity is not an HTML activity.',
    'es-ES': 'Esta actividad no es de tipo HTML.',
    'fr-FR': "Cette activité n'est pas de type HTML.",
  },
  'html.no_package': {
    'pt-BR': 'Esta atividade HTML ainda não tem conteúdo.',
    'en-US': 'This HTML activity has no content yet.',
    'es-ES': 'Esta actividad HTML aún no tiene contenido.',
    'fr-FR': "Cette activité HTML n'a pas encore de contenu.",
  },
} as const;
