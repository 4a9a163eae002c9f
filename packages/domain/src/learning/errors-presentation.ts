/**
 * Error texts of presentation uploads (ppt activities, docs/learning.md "Presentations"). `shared/errors.ts` merges
 * this table into the catalogue.
 */
export const PRESENTATION_ERROR_MESSAGES = {
  'learning.presentation_invalid': {
    'pt-BR': 'Este arquivo não é uma apresentação do PowerPoint (.pptx ou .ppt).',
    'en-US': 'This file is not a PowerPoint presentation (.pptx or .ppt).',
    'es-ES': 'Este archivo no es una presentación de PowerPoint (.pptx o .ppt).',
    'fr-FR': 'Ce fichier n’est pas une présentation PowerPoint (.pptx ou .ppt).',
  },
  'learning.presentation_unreadable': {
    'pt-BR': 'Não foi possível ler a apresentação: o arquivo está danificado ou incompleto.',
    'en-US': 'The presentation could not be read: the file is damaged or incomplete.',
    'es-ES': 'No se pudo leer la presentación: el archivo está dañado o incompleto.',
    'fr-FR': 'La présentation n’a pas pu être lue : le fichier est endommagé ou incomplet.',
  },
} as const;
