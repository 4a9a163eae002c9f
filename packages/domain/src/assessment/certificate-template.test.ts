import { describe, expect, it } from 'vitest';
import { validationMessage } from '../shared/validation-messages.ts';
import {
  type CertificateTemplateValues,
  certificateBodyLines,
  certificateTemplateMessage,
  certificateTemplateProblems,
  fillPlaceholders,
  isHexColor,
  unknownPlaceholders,
} from './certificate-template.ts';

const texts = { title: 'Certificado', body: 'Certificamos que\n{learner}', signer_title: 'Diretora' };
const valid: CertificateTemplateValues = {
  primary_color: '#215C9E',
  accent_color: '#1f2937',
  signer_name: 'Helena Prado',
  texts: { 'pt-BR': texts, 'en-US': texts, 'es-ES': texts, 'fr-FR': texts },
};

const values = {
  learner: 'Ana Souza',
  course: 'Atendimento',
  kind: 'o curso',
  date: '02/12/2026',
  hours: '1,5',
  score: null,
  issuer: 'Academia',
};

describe('certificate template rules', () => {
  it('names the placeholders a certificate does not have, once each', () => {
    expect(unknownPlaceholders('{learner} {nome} {course} {nome} {}')).toEqual(['nome', '']);
    expect(unknownPlaceholders('no placeholder { here')).toEqual([]);
  });

  it('fills a line, and leaves out one whose placeholder has no value', () => {
    expect(fillPlaceholders('{learner} concluiu {kind} {course}', values)).toBe(
      'Ana Souza concluiu o curso Atendimento',
    );
    expect(fillPlaceholders('Nota: {score}', values)).toBeNull();
    expect(fillPlaceholders('Emitido por {issuer} em {date}', values)).toBe(
      'Emitido por Academia em 02/12/2026',
    );
  });

  it('splits the body into its non-blank lines', () => {
    expect(certificateBodyLines(' a \r\n\n b\n')).toEqual(['a', 'b']);
  });

  it('accepts #rrggbb colours only', () => {
    expect(['#215c9e', '#ABCDEF'].map(isHexColor)).toEqual([true, true]);
    expect(['215c9e', '#fff', 'red', '#12345g', '#1234567'].map(isHexColor)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('finds nothing wrong with a valid template', () => {
    expect(certificateTemplateProblems(valid)).toEqual([]);
  });

  it('names each field in error with its validation code', () => {
    const problems = certificateTemplateProblems({
      ...valid,
      primary_color: 'blue',
      signer_name: 'x'.repeat(121),
      texts: {
        ...valid.texts,
        'en-US': { title: ' ', body: 'Hello {name}', signer_title: '' },
        'fr-FR': { ...texts, body: Array.from({ length: 9 }, (_, i) => `line ${i}`).join('\n') },
      },
    });
    expect(problems).toEqual([
      { field: 'primary_color', code: 'certificates.color_invalid' },
      { field: 'signer_name', code: 'text.too_long' },
      { field: 'texts.en-US.title', code: 'field.required' },
      { field: 'texts.en-US.body', code: 'certificates.placeholder_unknown' },
      { field: 'texts.fr-FR.body', code: 'certificates.too_many_lines' },
    ]);
  });

  it('says each problem in the language asked', () => {
    expect(certificateTemplateMessage('certificates.placeholder_unknown', 'en-US')).toMatch(
      /^Unknown placeholder/,
    );
    expect(certificateTemplateMessage('field.required', 'pt-BR')).toBe(
      validationMessage('field.required', 'pt-BR'),
    );
  });
});
