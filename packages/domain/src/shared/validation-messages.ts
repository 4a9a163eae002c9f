import type { LanguageCode } from './languages.ts';
import type { ValidationCode } from './validation.ts';

/**
 * The text of each validation code (SPEC §5), shown next to the field on the web and returned as field details
 * by the API. pt-BR is SPEC's wording where it gives one.
 */
export const VALIDATION_MESSAGES: Record<ValidationCode, Record<LanguageCode, string>> = {
  'document.invalid': {
    'pt-BR': 'Documento inválido',
    'en-US': 'Invalid document',
    'es-ES': 'Documento inválido',
    'fr-FR': 'Document invalide',
  },
  'email.invalid': {
    'pt-BR': 'Endereço de e-mail inválido',
    'en-US': 'Invalid e-mail address',
    'es-ES': 'Dirección de correo electrónico inválida',
    'fr-FR': 'Adresse e-mail invalide',
  },
  'email.mismatch': {
    'pt-BR': 'Os e-mails não coincidem',
    'en-US': 'The e-mails do not match',
    'es-ES': 'Los correos electrónicos no coinciden',
    'fr-FR': 'Les e-mails ne correspondent pas',
  },
  'text.too_long': {
    'pt-BR': 'Seu texto tem mais que 256 caracteres',
    'en-US': 'Your text has more than 256 characters',
    'es-ES': 'Tu texto tiene más de 256 caracteres',
    'fr-FR': 'Votre texte dépasse 256 caractères',
  },
  'birthday.incomplete': {
    'pt-BR': 'Informe o ano, o mês e o dia do nascimento',
    'en-US': 'Enter the year, month and day of birth',
    'es-ES': 'Indica el año, el mes y el día de nacimiento',
    'fr-FR': "Indiquez l'année, le mois et le jour de naissance",
  },
  'birthday.invalid': {
    'pt-BR': 'Data de nascimento inválida',
    'en-US': 'Invalid date of birth',
    'es-ES': 'Fecha de nacimiento inválida',
    'fr-FR': 'Date de naissance invalide',
  },
  'date.invalid': {
    'pt-BR': 'Data inválida',
    'en-US': 'Invalid date',
    'es-ES': 'Fecha inválida',
    'fr-FR': 'Date invalide',
  },
  'checkin.invalid': {
    'pt-BR': 'Código inválido. Confirme o código com o organizador.',
    'en-US': 'Invalid code. Confirm the code with the organiser.',
    'es-ES': 'Código inválido. Confirma el código con el organizador.',
    'fr-FR': "Code invalide. Vérifiez le code auprès de l'organisateur.",
  },
  'password.too_short': {
    'pt-BR': 'A senha deve ter pelo menos 6 caracteres',
    'en-US': 'The password must have at least 6 characters',
    'es-ES': 'La contraseña debe tener al menos 6 caracteres',
    'fr-FR': 'Le mot de passe doit comporter au moins 6 caractères',
  },
  'password.mismatch': {
    'pt-BR': 'As senhas não coincidem',
    'en-US': 'The passwords do not match',
    'es-ES': 'Las contraseñas no coinciden',
    'fr-FR': 'Les mots de passe ne correspondent pas',
  },
  'password.too_weak': {
    'pt-BR': 'A senha é fraca demais para este site',
    'en-US': 'The password is too weak for this site',
    'es-ES': 'La contraseña es demasiado débil para este sitio',
    'fr-FR': 'Le mot de passe est trop faible pour ce site',
  },
  'phone.invalid': {
    'pt-BR': 'Telefone inválido',
    'en-US': 'Invalid phone number',
    'es-ES': 'Teléfono inválido',
    'fr-FR': 'Numéro de téléphone invalide',
  },
  'state.invalid_transition': {
    'pt-BR': 'Esta ação não é possível no estado atual',
    'en-US': 'This action is not possible in the current state',
    'es-ES': 'Esta acción no es posible en el estado actual',
    'fr-FR': "Cette action n'est pas possible dans l'état actuel",
  },
  'field.required': {
    'pt-BR': 'Campo obrigatório',
    'en-US': 'Required field',
    'es-ES': 'Campo obligatorio',
    'fr-FR': 'Champ obligatoire',
  },
  'field.invalid': {
    'pt-BR': 'Valor inválido',
    'en-US': 'Invalid value',
    'es-ES': 'Valor inválido',
    'fr-FR': 'Valeur invalide',
  },
  'text.invalid_characters': {
    'pt-BR': 'Este campo contém caracteres não permitidos',
    'en-US': 'This field contains characters that are not allowed',
    'es-ES': 'Este campo contiene caracteres no permitidos',
    'fr-FR': 'Ce champ contient des caractères non autorisés',
  },
  'terms.required': {
    'pt-BR': 'Você precisa aceitar os termos e condições',
    'en-US': 'You must accept the terms and conditions',
    'es-ES': 'Debes aceptar los términos y condiciones',
    'fr-FR': 'Vous devez accepter les conditions générales',
  },
  'adult.required': {
    'pt-BR': 'Você precisa confirmar que tem 18 anos ou mais',
    'en-US': 'You must confirm that you are 18 or older',
    'es-ES': 'Debes confirmar que tienes 18 años o más',
    'fr-FR': 'Vous devez confirmer que vous avez 18 ans ou plus',
  },
};

export function validationMessage(code: ValidationCode, language: LanguageCode): string {
  return VALIDATION_MESSAGES[code][language];
}
