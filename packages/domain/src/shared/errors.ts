import { ASSESSMENT_ERROR_MESSAGES } from '../assessment/errors-assessment.ts';
import { COMMUNITY_ERROR_MESSAGES } from '../community/errors-community.ts';
import { CONTENT_ERROR_MESSAGES } from '../content/errors-content.ts';
import { LIBRARY_ERROR_MESSAGES } from '../content/errors-library.ts';
import { SUPPORT_ERROR_MESSAGES } from '../content/errors-support.ts';
import { ACCOUNT_ERROR_MESSAGES, BLOCKED_FOR_RULES } from '../identity/errors-accounts.ts';
import { HTML_ERROR_MESSAGES } from '../learning/errors-html.ts';
import { LEARNING_ERROR_MESSAGES } from '../learning/errors-learning.ts';
import { LEARNING_AUTHORING_ERROR_MESSAGES } from '../learning/errors-learning-authoring.ts';
import { PRESENTATION_ERROR_MESSAGES } from '../learning/errors-presentation.ts';
import { SCORM_ERROR_MESSAGES } from '../learning/errors-scorm.ts';
import { BADGE_ERROR_MESSAGES } from '../points/errors-badges.ts';
import { LEVEL_ERROR_MESSAGES } from '../points/errors-levels.ts';
import { POINTS_ERROR_MESSAGES } from '../points/errors-points.ts';
import { POINTS_ADMIN_ERROR_MESSAGES } from '../points/errors-points-admin.ts';
import { RESULT_ERROR_MESSAGES } from '../rewards/errors-results.ts';
import { REWARDS_ERROR_MESSAGES } from '../rewards/errors-rewards.ts';
import { STORE_ERROR_MESSAGES } from '../rewards/errors-store.ts';
import { TRANSFER_ERROR_MESSAGES } from '../rewards/errors-transfer.ts';
import { UPLOAD_ERROR_MESSAGES } from './errors-uploads.ts';
import type { LanguageCode } from './languages.ts';

/**
 * Every error the API can answer with, and its text in each language. Texts in pt-BR are SPEC §5/§8's own
 * wording; the other languages translate them. Codes are stable: clients may switch on them.
 */
export const ERROR_MESSAGES = {
  'common.unexpected': {
    'pt-BR': 'Ocorreu um erro inesperado. Tente novamente.',
    'en-US': 'An unexpected error occurred. Please try again.',
    'es-ES': 'Ocurrió un error inesperado. Inténtalo de nuevo.',
    'fr-FR': "Une erreur inattendue s'est produite. Veuillez réessayer.",
  },
  'common.validation': {
    'pt-BR': 'Certifique-se de que todos os campos obrigatórios estão preenchidos',
    'en-US': 'Make sure all required fields are filled in',
    'es-ES': 'Asegúrate de que todos los campos obligatorios estén completos',
    'fr-FR': 'Assurez-vous que tous les champs obligatoires sont remplis',
  },
  'common.not_found': {
    'pt-BR': 'Não encontrado ou não possui permissão para acessar.',
    'en-US': 'Not found or you do not have permission to access it.',
    'es-ES': 'No encontrado o no tienes permiso para acceder.',
    'fr-FR': "Introuvable ou vous n'avez pas la permission d'y accéder.",
  },
  'common.forbidden': {
    'pt-BR': 'Não encontrado ou não possui permissão para acessar.',
    'en-US': 'Not found or you do not have permission to access it.',
    'es-ES': 'No encontrado o no tienes permiso para acceder.',
    'fr-FR': "Introuvable ou vous n'avez pas la permission d'y accéder.",
  },
  'common.rate_limited': {
    'pt-BR': 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    'en-US': 'Too many attempts. Wait a few minutes and try again.',
    'es-ES': 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
    'fr-FR': 'Trop de tentatives. Patientez quelques minutes et réessayez.',
  },
  'common.payload_too_large': {
    'pt-BR': 'O envio é maior do que o permitido.',
    'en-US': 'What was sent is larger than allowed.',
    'es-ES': 'Lo enviado es más grande de lo permitido.',
    'fr-FR': "L'envoi dépasse la taille autorisée.",
  },
  'common.unsupported_media_type': {
    'pt-BR': 'O formato do envio não é aceito aqui.',
    'en-US': 'This format is not accepted here.',
    'es-ES': 'Este formato no se acepta aquí.',
    'fr-FR': "Ce format n'est pas accepté ici.",
  },
  'common.malformed_request': {
    'pt-BR': 'O envio chegou incompleto ou malformado. Tente novamente.',
    'en-US': 'What was sent arrived incomplete or malformed. Please try again.',
    'es-ES': 'Lo enviado llegó incompleto o mal formado. Inténtalo de nuevo.',
    'fr-FR': "L'envoi est arrivé incomplet ou mal formé. Veuillez réessayer.",
  },
  'common.load_failed': {
    'pt-BR': 'Ocorreu um erro ao carregar as informações. Tente mais tarde.',
    'en-US': 'An error occurred while loading the information. Try again later.',
    'es-ES': 'Ocurrió un error al cargar la información. Inténtalo más tarde.',
    'fr-FR': 'Une erreur est survenue lors du chargement des informations. Réessayez plus tard.',
  },
  'auth.unauthenticated': {
    'pt-BR': 'Sua sessão expirou. Entre novamente.',
    'en-US': 'Your session has expired. Please sign in again.',
    'es-ES': 'Tu sesión ha expirado. Inicia sesión de nuevo.',
    'fr-FR': 'Votre session a expiré. Veuillez vous reconnecter.',
  },
  'auth.invalid_credentials': {
    'pt-BR': 'Erro ao fazer login. Verifique o usuário e a senha informados.',
    'en-US': 'Error logging in. Check the user and password entered.',
    'es-ES': 'Error al iniciar sesión. Verifica el usuario y la contraseña ingresados.',
    'fr-FR': "Erreur de connexion. Vérifiez l'utilisateur et le mot de passe saisis.",
  },
  'auth.invalid_app': {
    'pt-BR': 'Aplicativo não autorizado.',
    'en-US': 'Application not authorized.',
    'es-ES': 'Aplicación no autorizada.',
    'fr-FR': 'Application non autorisée.',
  },
  'auth.invalid_grant': {
    'pt-BR': 'Sua sessão expirou. Entre novamente.',
    'en-US': 'Your session has expired. Please sign in again.',
    'es-ES': 'Tu sesión ha expirado. Inicia sesión de nuevo.',
    'fr-FR': 'Votre session a expiré. Veuillez vous reconnecter.',
  },
  'auth.unsupported_grant': {
    'pt-BR': 'Tipo de concessão não suportado.',
    'en-US': 'Unsupported grant type.',
    'es-ES': 'Tipo de concesión no admitido.',
    'fr-FR': "Type d'autorisation non pris en charge.",
  },
  'auth.user_blocked': {
    'pt-BR': 'Usuário bloqueado',
    'en-US': 'User blocked',
    'es-ES': 'Usuario bloqueado',
    'fr-FR': 'Utilisateur bloqué',
  },
  'auth.user_blocked_rules': BLOCKED_FOR_RULES,
  'auth.user_pending_approval': {
    'pt-BR': 'Seu cadastro está aguardando aprovação. Você receberá um e-mail quando for aprovado.',
    'en-US': 'Your account is awaiting approval. You will receive an e-mail once it is approved.',
    'es-ES': 'Tu registro está esperando aprobación. Recibirás un correo electrónico cuando sea aprobado.',
    'fr-FR': 'Votre compte est en attente de validation. Vous recevrez un e-mail dès son approbation.',
  },
  'auth.no_access': {
    'pt-BR': 'Usuário não encontrado ou sem acesso. Entre em contato com o suporte.',
    'en-US': 'User not found or without access. Please contact support.',
    'es-ES': 'Usuario no encontrado o sin acceso. Contacta al soporte.',
    'fr-FR': "Utilisateur introuvable ou sans accès. Veuillez contacter l'assistance.",
  },
  'tenancy.client_not_allowed': {
    'pt-BR': 'Não encontrado ou não possui permissão para acessar.',
    'en-US': 'Not found or you do not have permission to access it.',
    'es-ES': 'No encontrado o no tienes permiso para acceder.',
    'fr-FR': "Introuvable ou vous n'avez pas la permission d'y accéder.",
  },
  'tenancy.under_maintenance': {
    'pt-BR': 'Estamos em manutenção. Tente novamente em alguns minutos.',
    'en-US': 'We are under maintenance. Please try again in a few minutes.',
    'es-ES': 'Estamos en mantenimiento. Inténtalo de nuevo en unos minutos.',
    'fr-FR': 'Nous sommes en maintenance. Veuillez réessayer dans quelques minutes.',
  },
  'common.all_fields_required': {
    'pt-BR': 'Certifique-se que todos os campos estão preenchidos',
    'en-US': 'Make sure all fields are filled in',
    'es-ES': 'Asegúrate de que todos los campos estén completos',
    'fr-FR': 'Assurez-vous que tous les champs sont remplis',
  },
  ...ACCOUNT_ERROR_MESSAGES,
  ...LEVEL_ERROR_MESSAGES,
  ...POINTS_ERROR_MESSAGES,
  ...POINTS_ADMIN_ERROR_MESSAGES,
  ...BADGE_ERROR_MESSAGES,
  ...LEARNING_ERROR_MESSAGES,
  ...LEARNING_AUTHORING_ERROR_MESSAGES,
  ...SCORM_ERROR_MESSAGES,
  ...HTML_ERROR_MESSAGES,
  ...PRESENTATION_ERROR_MESSAGES,
  ...REWARDS_ERROR_MESSAGES,
  ...STORE_ERROR_MESSAGES,
  ...RESULT_ERROR_MESSAGES,
  ...TRANSFER_ERROR_MESSAGES,
  ...CONTENT_ERROR_MESSAGES,
  ...SUPPORT_ERROR_MESSAGES,
  ...COMMUNITY_ERROR_MESSAGES,
  ...LIBRARY_ERROR_MESSAGES,
  ...ASSESSMENT_ERROR_MESSAGES,
  ...UPLOAD_ERROR_MESSAGES,
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function errorMessage(code: ErrorCode, language: LanguageCode): string {
  return ERROR_MESSAGES[code][language];
}
