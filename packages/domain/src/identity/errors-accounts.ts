/** SPEC §8: an account blocked for activity against the rules, at sign-in and at campaign access alike. */
export const BLOCKED_FOR_RULES = {
  'pt-BR':
    'Sua conta foi bloqueada por atividade inconsistente com as regras do programa. Entre em contato com o representante da loja ou com o suporte.',
  'en-US':
    'Your account was blocked for activity inconsistent with the programme rules. Contact your store representative or support.',
  'es-ES':
    'Tu cuenta fue bloqueada por actividad inconsistente con las reglas del programa. Contacta al representante de la tienda o al soporte.',
  'fr-FR':
    "Votre compte a été bloqué pour une activité contraire aux règles du programme. Contactez le représentant du magasin ou l'assistance.",
} as const;

/**
 * Error texts of the account flows (SPEC §5 and §8: login, recovery, registration, profile). pt-BR is SPEC's
 * wording where SPEC gives it; `shared/errors.ts` merges this table into the catalogue.
 */
export const ACCOUNT_ERROR_MESSAGES = {
  'auth.user_rejected': {
    'pt-BR': 'Seu cadastro não foi aprovado. Entre em contato com o suporte.',
    'en-US': 'Your registration was not approved. Please contact support.',
    'es-ES': 'Tu registro no fue aprobado. Contacta al soporte.',
    'fr-FR': "Votre inscription n'a pas été approuvée. Veuillez contacter l'assistance.",
  },
  'auth.must_change_password': {
    'pt-BR': 'Você precisa alterar sua senha antes de continuar.',
    'en-US': 'You must change your password before continuing.',
    'es-ES': 'Debes cambiar tu contraseña antes de continuar.',
    'fr-FR': 'Vous devez changer votre mot de passe avant de continuer.',
  },
  'auth.unsupported_token_type': {
    'pt-BR': 'Este tipo de token não pode ser revogado.',
    'en-US': 'This type of token cannot be revoked.',
    'es-ES': 'Este tipo de token no se puede revocar.',
    'fr-FR': 'Ce type de jeton ne peut pas être révoqué.',
  },
  'auth.link_login_invalid': {
    'pt-BR': 'O link de acesso é inválido ou expirou. Entre com seu usuário e senha.',
    'en-US': 'The access link is invalid or has expired. Sign in with your user and password.',
    'es-ES': 'El enlace de acceso no es válido o expiró. Inicia sesión con tu usuario y contraseña.',
    'fr-FR':
      "Le lien d'accès est invalide ou a expiré. Connectez-vous avec votre identifiant et votre mot de passe.",
  },
  'auth.sso_unavailable': {
    'pt-BR': 'O login único não está disponível para este cliente.',
    'en-US': 'Single sign-on is not available for this client.',
    'es-ES': 'El inicio de sesión único no está disponible para este cliente.',
    'fr-FR': "L'authentification unique n'est pas disponible pour ce client.",
  },
  'auth.sso_failed': {
    'pt-BR': 'Não foi possível entrar com o login único. Tente novamente.',
    'en-US': 'Single sign-on failed. Please try again.',
    'es-ES': 'No fue posible iniciar sesión con el inicio de sesión único. Inténtalo de nuevo.',
    'fr-FR': 'La connexion par authentification unique a échoué. Veuillez réessayer.',
  },
  'account.link_expired': {
    'pt-BR': 'O link para definir a senha expirou. Use a opção "Esqueci minha senha" para receber um novo.',
    'en-US': 'The link to set your password has expired. Use "Forgot my password" to get a new one.',
    'es-ES':
      'El enlace para definir la contraseña expiró. Usa la opción "Olvidé mi contraseña" para recibir uno nuevo.',
    'fr-FR':
      'Le lien pour définir le mot de passe a expiré. Utilisez « Mot de passe oublié » pour en recevoir un nouveau.',
  },
  'account.link_invalid': {
    'pt-BR': 'O link de redefinição de senha é inválido. Solicite um novo.',
    'en-US': 'The password reset link is invalid. Request a new one.',
    'es-ES': 'El enlace para restablecer la contraseña no es válido. Solicita uno nuevo.',
    'fr-FR': 'Le lien de réinitialisation du mot de passe est invalide. Demandez-en un nouveau.',
  },
  'account.code_invalid': {
    'pt-BR': 'Código inválido.',
    'en-US': 'The code is not valid.',
    'es-ES': 'El código no es válido.',
    'fr-FR': "Le code n'est pas valide.",
  },
  'account.phone_mismatch': {
    'pt-BR': 'O número de telefone não corresponde ao cadastrado.',
    'en-US': 'The phone number does not match the registered one.',
    'es-ES': 'El número de teléfono no coincide con el registrado.',
    'fr-FR': 'Le numéro de téléphone ne correspond pas à celui enregistré.',
  },
  'account.no_phone': {
    'pt-BR': 'Não há telefone cadastrado. Entre em contato com o suporte.',
    'en-US': 'There is no phone registered. Please contact support.',
    'es-ES': 'No hay teléfono registrado. Contacta al soporte.',
    'fr-FR': "Aucun téléphone n'est enregistré. Veuillez contacter l'assistance.",
  },
  'account.set_password_failed': {
    'pt-BR': 'Não foi possível definir a nova senha. Tente novamente.',
    'en-US': 'Setting the new password failed. Please try again.',
    'es-ES': 'No fue posible definir la nueva contraseña. Inténtalo de nuevo.',
    'fr-FR': 'La définition du nouveau mot de passe a échoué. Veuillez réessayer.',
  },
  'account.email_in_use': {
    'pt-BR': 'Este e-mail já está em uso.',
    'en-US': 'This e-mail is already in use.',
    'es-ES': 'Este correo electrónico ya está en uso.',
    'fr-FR': 'Cet e-mail est déjà utilisé.',
  },
  'account.username_in_use': {
    'pt-BR': 'Este usuário já está em uso.',
    'en-US': 'This user name is already in use.',
    'es-ES': 'Este usuario ya está en uso.',
    'fr-FR': 'Cet identifiant est déjà utilisé.',
  },
  'account.document_invalid': {
    'pt-BR': 'Documento inválido',
    'en-US': 'Invalid document',
    'es-ES': 'Documento inválido',
    'fr-FR': 'Document invalide',
  },
  'account.document_in_use': {
    'pt-BR': 'Documento já utilizado',
    'en-US': 'Document already used',
    'es-ES': 'Documento ya utilizado',
    'fr-FR': 'Document déjà utilisé',
  },
  'account.code_send_failed': {
    'pt-BR': 'Erro ao enviar o código de verificação. Tente novamente.',
    'en-US': 'Error sending the verification code. Please try again.',
    'es-ES': 'Error al enviar el código de verificación. Inténtalo de nuevo.',
    'fr-FR': "Erreur lors de l'envoi du code de vérification. Veuillez réessayer.",
  },
  'account.code_cooldown': {
    'pt-BR': 'Aguarde o fim da contagem para solicitar um novo código.',
    'en-US': 'Wait for the countdown to end before requesting a new code.',
    'es-ES': 'Espera el final de la cuenta regresiva para solicitar un nuevo código.',
    'fr-FR': 'Attendez la fin du compte à rebours pour demander un nouveau code.',
  },
  'account.not_awaiting_approval': {
    'pt-BR': 'Este cadastro já foi analisado.',
    'en-US': 'This registration has already been reviewed.',
    'es-ES': 'Este registro ya fue analizado.',
    'fr-FR': 'Cette inscription a déjà été examinée.',
  },
  'profile.password_change_failed': {
    'pt-BR': 'Erro ao alterar a senha. Verifique a senha atual ou tente mais tarde.',
    'en-US': 'Error changing the password. Check the current password or try later.',
    'es-ES': 'Error al cambiar la contraseña. Verifica la contraseña actual o inténtalo más tarde.',
    'fr-FR':
      'Erreur lors du changement de mot de passe. Vérifiez le mot de passe actuel ou réessayez plus tard.',
  },
  'profile.closure_name_mismatch': {
    'pt-BR': 'O nome digitado não corresponde ao seu nome.',
    'en-US': 'The name typed does not match your name.',
    'es-ES': 'El nombre escrito no coincide con tu nombre.',
    'fr-FR': 'Le nom saisi ne correspond pas à votre nom.',
  },
  'profile.image_invalid': {
    'pt-BR': 'Imagem inválida. Envie um arquivo PNG, JPG, GIF ou WebP.',
    'en-US': 'Invalid image. Send a PNG, JPG, GIF or WebP file.',
    'es-ES': 'Imagen no válida. Envía un archivo PNG, JPG, GIF o WebP.',
    'fr-FR': 'Image invalide. Envoyez un fichier PNG, JPG, GIF ou WebP.',
  },
  'profile.image_too_large': {
    'pt-BR': 'A imagem é grande demais. O tamanho máximo é 5 MB.',
    'en-US': 'The image is too large. The maximum size is 5 MB.',
    'es-ES': 'La imagen es demasiado grande. El tamaño máximo es 5 MB.',
    'fr-FR': "L'image est trop volumineuse. La taille maximale est de 5 Mo.",
  },
} as const;
