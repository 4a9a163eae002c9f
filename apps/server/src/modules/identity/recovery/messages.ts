import type { LanguageCode } from '@elevar/domain';
import type { LinkPurpose } from './links.ts';

/** E-mail and SMS/WhatsApp texts of the account flows, in the recipient's language. */

interface LinkText {
  subject: string;
  body: (name: string, url: string, hours: number) => string;
}

const LINK_TEXTS: Record<LinkPurpose, Record<LanguageCode, LinkText>> = {
  set: {
    'pt-BR': {
      subject: 'Crie sua senha de acesso',
      body: (name, url, hours) =>
        `Olá, ${name}!\n\nSeu acesso foi liberado. Para criar sua senha, abra o link abaixo:\n\n${url}\n\n` +
        `O link vale por ${hours} horas e só pode ser usado uma vez. Se você não pediu este acesso, ignore este e-mail.`,
    },
    'en-US': {
      subject: 'Create your password',
      body: (name, url, hours) =>
        `Hello, ${name}!\n\nYour access is ready. To create your password, open the link below:\n\n${url}\n\n` +
        `The link is valid for ${hours} hours and works only once. If you did not ask for access, ignore this e-mail.`,
    },
    'es-ES': {
      subject: 'Crea tu contraseña de acceso',
      body: (name, url, hours) =>
        `¡Hola, ${name}!\n\nTu acceso fue habilitado. Para crear tu contraseña, abre el enlace de abajo:\n\n${url}\n\n` +
        `El enlace vale por ${hours} horas y solo puede usarse una vez. Si no pediste este acceso, ignora este correo.`,
    },
    'fr-FR': {
      subject: 'Créez votre mot de passe',
      body: (name, url, hours) =>
        `Bonjour ${name},\n\nVotre accès est prêt. Pour créer votre mot de passe, ouvrez le lien ci-dessous :\n\n${url}\n\n` +
        `Le lien est valable ${hours} heures et ne fonctionne qu'une fois. Si vous n'avez rien demandé, ignorez cet e-mail.`,
    },
  },
  recover: {
    'pt-BR': {
      subject: 'Redefinição de senha',
      body: (name, url, hours) =>
        `Olá, ${name}!\n\nRecebemos um pedido para redefinir sua senha. Para escolher uma nova, abra o link abaixo:\n\n${url}\n\n` +
        `O link vale por ${hours} horas e só pode ser usado uma vez. Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.`,
    },
    'en-US': {
      subject: 'Password reset',
      body: (name, url, hours) =>
        `Hello, ${name}!\n\nWe received a request to reset your password. To choose a new one, open the link below:\n\n${url}\n\n` +
        `The link is valid for ${hours} hours and works only once. If you did not ask for this, ignore this e-mail: your password stays the same.`,
    },
    'es-ES': {
      subject: 'Restablecimiento de contraseña',
      body: (name, url, hours) =>
        `¡Hola, ${name}!\n\nRecibimos una solicitud para restablecer tu contraseña. Para elegir una nueva, abre el enlace de abajo:\n\n${url}\n\n` +
        `El enlace vale por ${hours} horas y solo puede usarse una vez. Si no hiciste esta solicitud, ignora este correo: tu contraseña sigue igual.`,
    },
    'fr-FR': {
      subject: 'Réinitialisation du mot de passe',
      body: (name, url, hours) =>
        `Bonjour ${name},\n\nNous avons reçu une demande de réinitialisation de votre mot de passe. Pour en choisir un nouveau, ouvrez le lien ci-dessous :\n\n${url}\n\n` +
        `Le lien est valable ${hours} heures et ne fonctionne qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.`,
    },
  },
};

export type CodePurpose = 'password_recovery' | 'phone_verification';

const CODE_TEXTS: Record<CodePurpose, Record<LanguageCode, (code: string, minutes: number) => string>> = {
  password_recovery: {
    'pt-BR': (code, minutes) =>
      `Elevar: seu código para redefinir a senha é ${code}. Ele vale por ${minutes} minutos. Não o compartilhe com ninguém.`,
    'en-US': (code, minutes) =>
      `Elevar: your password reset code is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
    'es-ES': (code, minutes) =>
      `Elevar: tu código para restablecer la contraseña es ${code}. Vale por ${minutes} minutos. No lo compartas con nadie.`,
    'fr-FR': (code, minutes) =>
      `Elevar : votre code de réinitialisation du mot de passe est ${code}. Il est valable ${minutes} minutes. Ne le partagez avec personne.`,
  },
  phone_verification: {
    'pt-BR': (code, minutes) =>
      `Elevar: seu código de verificação do telefone é ${code}. Ele vale por ${minutes} minutos. Não o compartilhe com ninguém.`,
    'en-US': (code, minutes) =>
      `Elevar: your phone verification code is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
    'es-ES': (code, minutes) =>
      `Elevar: tu código de verificación del teléfono es ${code}. Vale por ${minutes} minutos. No lo compartas con nadie.`,
    'fr-FR': (code, minutes) =>
      `Elevar : votre code de vérification du téléphone est ${code}. Il est valable ${minutes} minutes. Ne le partagez avec personne.`,
  },
};

/** The e-mail carrying a password link; `hours` is the link's lifetime. */
export function passwordLinkEmail(
  purpose: LinkPurpose,
  language: LanguageCode,
  input: { name: string; url: string; hours: number },
) {
  const text = LINK_TEXTS[purpose][language];
  return { subject: text.subject, body: text.body(input.name, input.url, input.hours) };
}

/** The SMS/WhatsApp text carrying a code; the lifetime is shown in whole minutes, rounded up. */
export function codeMessage(
  purpose: CodePurpose,
  language: LanguageCode,
  code: string,
  lifetimeSeconds: number,
) {
  return CODE_TEXTS[purpose][language](code, Math.ceil(lifetimeSeconds / 60));
}
