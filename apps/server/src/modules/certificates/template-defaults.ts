import type { CertificateTemplateTexts } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';

/**
 * The platform's template (docs/certificates.md "Templates"): what a client without one of its own, and every
 * certificate issued before templates, is drawn with. Its texts say what the fixed layout said.
 */
export const DEFAULT_TEMPLATE = {
  primary_color: '#215c9e',
  accent_color: '#1f2937',
  signer_name: '',
  texts: {
    'pt-BR': {
      title: 'Certificado de conclusão',
      body: [
        'Certificamos que',
        '{learner}',
        'concluiu {kind}',
        '{course}',
        'em {date}',
        'Nota: {score}',
        'Carga horária: {hours} horas',
        'Emitido por {issuer}',
      ].join('\n'),
      signer_title: '',
    },
    'en-US': {
      title: 'Certificate of completion',
      body: [
        'This certifies that',
        '{learner}',
        'has completed {kind}',
        '{course}',
        'on {date}',
        'Score: {score}',
        'Workload: {hours} hours',
        'Issued by {issuer}',
      ].join('\n'),
      signer_title: '',
    },
    'es-ES': {
      title: 'Certificado de finalización',
      body: [
        'Certificamos que',
        '{learner}',
        'ha completado {kind}',
        '{course}',
        'el {date}',
        'Nota: {score}',
        'Carga horaria: {hours} horas',
        'Emitido por {issuer}',
      ].join('\n'),
      signer_title: '',
    },
    'fr-FR': {
      title: 'Certificat de réussite',
      body: [
        'Nous certifions que',
        '{learner}',
        'a terminé {kind}',
        '{course}',
        'le {date}',
        'Note : {score}',
        'Volume horaire : {hours} heures',
        'Délivré par {issuer}',
      ].join('\n'),
      signer_title: '',
    },
  } satisfies Record<LanguageCode, CertificateTemplateTexts>,
};

/** What `{kind}` says of a course and of a trail, per language. */
export const KIND_TEXTS: Record<LanguageCode, { course: string; trail: string }> = {
  'pt-BR': { course: 'o curso', trail: 'a trilha' },
  'en-US': { course: 'the course', trail: 'the trail' },
  'es-ES': { course: 'el curso', trail: 'la ruta' },
  'fr-FR': { course: 'le cours', trail: 'le parcours' },
};

/** The fixed texts of every certificate, per language: the verification lines. */
export const VERIFY_TEXTS: Record<LanguageCode, { verify: string; code: string }> = {
  'pt-BR': { verify: 'Verifique a autenticidade em', code: 'Código' },
  'en-US': { verify: 'Verify it at', code: 'Code' },
  'es-ES': { verify: 'Verifique su autenticidad en', code: 'Código' },
  'fr-FR': { verify: 'Vérifiez son authenticité sur', code: 'Code' },
};

/** The sample a preview is drawn for: a learner and a course of 8 hours passed with 95. */
export const PREVIEW_SAMPLE: Record<LanguageCode, { learner: string; course: string }> = {
  'pt-BR': { learner: 'Maria da Silva', course: 'Curso de exemplo' },
  'en-US': { learner: 'Mary Smith', course: 'Sample course' },
  'es-ES': { learner: 'María García', course: 'Curso de ejemplo' },
  'fr-FR': { learner: 'Marie Dupont', course: 'Cours d’exemple' },
};

/** The preview's verification code (26 base32 characters, as a real one, and no real one's). */
export const PREVIEW_CODE = 'EXAMPLEEXAMPLEEXAMPLEEXAMP';
