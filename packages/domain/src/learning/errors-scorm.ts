/**
 * Error texts of SCORM packages (docs/learning.md "SCORM"): a package that cannot be imported says what is wrong,
 * the entry at fault named in the answer's details. `shared/errors.ts` merges this table into the catalogue.
 */
export const SCORM_ERROR_MESSAGES = {
  'scorm.not_a_package': {
    'pt-BR': 'O arquivo não é um pacote SCORM: envie um arquivo .zip.',
    'en-US': 'The file is not a SCORM package: send a .zip file.',
    'es-ES': 'El archivo no es un paquete SCORM: envía un archivo .zip.',
    'fr-FR': "Le fichier n'est pas un paquet SCORM : envoyez un fichier .zip.",
  },
  'scorm.unreadable_zip': {
    'pt-BR': 'O arquivo .zip está corrompido ou usa um formato não suportado.',
    'en-US': 'The .zip file is damaged or uses an unsupported format.',
    'es-ES': 'El archivo .zip está dañado o usa un formato no compatible.',
    'fr-FR': 'Le fichier .zip est endommagé ou utilise un format non pris en charge.',
  },
  'scorm.too_many_entries': {
    'pt-BR': 'O pacote tem arquivos demais (no máximo 5.000).',
    'en-US': 'The package has too many files (5,000 at most).',
    'es-ES': 'El paquete tiene demasiados archivos (5.000 como máximo).',
    'fr-FR': 'Le paquet contient trop de fichiers (5 000 au maximum).',
  },
  'scorm.too_large': {
    'pt-BR': 'O pacote descompactado passa de 500 MB.',
    'en-US': 'The package is larger than 500 MB once unzipped.',
    'es-ES': 'El paquete descomprimido supera los 500 MB.',
    'fr-FR': 'Le paquet décompressé dépasse 500 Mo.',
  },
  'scorm.compression_ratio': {
    'pt-BR': 'O pacote está compactado de forma suspeita (taxa de compressão alta demais) e foi recusado.',
    'en-US': 'The package is suspiciously compressed (its compression ratio is too high) and was refused.',
    'es-ES':
      'El paquete está comprimido de forma sospechosa (tasa de compresión demasiado alta) y se rechazó.',
    'fr-FR': 'Le paquet est compressé de façon suspecte (taux de compression trop élevé) et a été refusé.',
  },
  'scorm.unsafe_path': {
    'pt-BR': 'Um arquivo do pacote tem um caminho que sai do pacote.',
    'en-US': 'A file of the package has a path that leaves the package.',
    'es-ES': 'Un archivo del paquete tiene una ruta que sale del paquete.',
    'fr-FR': 'Un fichier du paquet a un chemin qui sort du paquet.',
  },
  'scorm.symlink': {
    'pt-BR': 'O pacote contém um link simbólico, o que não é permitido.',
    'en-US': 'The package contains a symbolic link, which is not allowed.',
    'es-ES': 'El paquete contiene un enlace simbólico, lo que no está permitido.',
    'fr-FR': "Le paquet contient un lien symbolique, ce qui n'est pas autorisé.",
  },
  'scorm.manifest_missing': {
    'pt-BR': 'O pacote não tem o arquivo imsmanifest.xml na raiz.',
    'en-US': 'The package has no imsmanifest.xml file at its root.',
    'es-ES': 'El paquete no tiene el archivo imsmanifest.xml en la raíz.',
    'fr-FR': "Le paquet n'a pas de fichier imsmanifest.xml à sa racine.",
  },
  'scorm.manifest_invalid': {
    'pt-BR': 'O imsmanifest.xml do pacote não pôde ser lido.',
    'en-US': 'The package’s imsmanifest.xml could not be read.',
    'es-ES': 'No se pudo leer el imsmanifest.xml del paquete.',
    'fr-FR': "L'imsmanifest.xml du paquet n'a pas pu être lu.",
  },
  'scorm.version_unsupported': {
    'pt-BR': 'A versão SCORM do pacote não é suportada (apenas SCORM 1.2 e SCORM 2004).',
    'en-US': 'The package’s SCORM version is not supported (SCORM 1.2 and SCORM 2004 only).',
    'es-ES': 'La versión SCORM del paquete no es compatible (solo SCORM 1.2 y SCORM 2004).',
    'fr-FR': "La version SCORM du paquet n'est pas prise en charge (SCORM 1.2 et SCORM 2004 uniquement).",
  },
  'scorm.no_sco': {
    'pt-BR': 'O pacote não tem nenhuma atividade para abrir (SCO) na sua organização.',
    'en-US': 'The package has no activity to launch (SCO) in its organization.',
    'es-ES': 'El paquete no tiene ninguna actividad para abrir (SCO) en su organización.',
    'fr-FR': "Le paquet n'a aucune activité à lancer (SCO) dans son organisation.",
  },
  'scorm.launch_file_missing': {
    'pt-BR': 'Um arquivo que o manifesto manda abrir não está no pacote.',
    'en-US': 'A file the manifest launches is not in the package.',
    'es-ES': 'Un archivo que el manifiesto manda abrir no está en el paquete.',
    'fr-FR': 'Un fichier que le manifeste lance ne se trouve pas dans le paquet.',
  },
  'scorm.upload_not_package': {
    'pt-BR': 'Escolha um envio concluído do tipo pacote (.zip).',
    'en-US': 'Choose a completed upload of kind package (.zip).',
    'es-ES': 'Elige una subida completada de tipo paquete (.zip).',
    'fr-FR': 'Choisissez un envoi terminé de type paquet (.zip).',
  },
  'scorm.not_scorm_activity': {
    'pt-BR': 'Esta atividade não é do tipo SCORM.',
    'en-US': 'This activity is not a SCORM activity.',
    'es-ES': 'Esta actividad no es de tipo SCORM.',
    'fr-FR': "Cette activité n'est pas de type SCORM.",
  },
  'scorm.no_package': {
    'pt-BR': 'Esta atividade SCORM ainda não tem um pacote.',
    'en-US': 'This SCORM activity has no package yet.',
    'es-ES': 'Esta actividad SCORM aún no tiene un paquete.',
    'fr-FR': "Cette activité SCORM n'a pas encore de paquet.",
  },
  'scorm.content_origin_unset': {
    'pt-BR': 'O conteúdo SCORM não está disponível: o servidor não tem uma origem de conteúdo configurada.',
    'en-US': 'SCORM content is unavailable: the server has no content origin configured.',
    'es-ES':
      'El contenido SCORM no está disponible: el servidor no tiene un origen de contenido configurado.',
    'fr-FR': "Le contenu SCORM n'est pas disponible : le serveur n'a pas d'origine de contenu configurée.",
  },
  'scorm.unknown_sco': {
    'pt-BR': 'Esta parte do pacote SCORM não existe.',
    'en-US': 'This part of the SCORM package does not exist.',
    'es-ES': 'Esta parte del paquete SCORM no existe.',
    'fr-FR': "Cette partie du paquet SCORM n'existe pas.",
  },
  'scorm.invalid_value': {
    'pt-BR': 'Um dado enviado pelo pacote SCORM tem um formato inválido.',
    'en-US': 'A value the SCORM package sent has an invalid format.',
    'es-ES': 'Un dato enviado por el paquete SCORM tiene un formato no válido.',
    'fr-FR': 'Une valeur envoyée par le paquet SCORM a un format invalide.',
  },
} as const;
