import type { LanguageCode } from '@elevar/domain';

/** An e-mail's text: the subject line and the plain-text body. */
export interface MailText {
  subject: string;
  body: string;
}

interface Greeting {
  /** The person's first name (or full name when that is all there is). */
  name: string;
  /** The client (programme) the account belongs to. */
  clientName: string;
}

/** The account was created and waits for a reviewer (SPEC §4 Account). */
export function registrationReceivedMail(
  language: LanguageCode,
  data: Greeting & { username: string },
): MailText {
  const { name, clientName, username } = data;
  const texts: Record<LanguageCode, MailText> = {
    'pt-BR': {
      subject: `Recebemos seu cadastro em ${clientName}`,
      body: [
        `Olá, ${name}!`,
        '',
        `Recebemos seu cadastro em ${clientName}. Ele será analisado pela nossa equipe e você receberá um e-mail assim que for aprovado.`,
        '',
        `Seu usuário de acesso é: ${username}`,
      ].join('\n'),
    },
    'en-US': {
      subject: `We received your registration at ${clientName}`,
      body: [
        `Hello, ${name}!`,
        '',
        `We received your registration at ${clientName}. Our team will review it and you will get an e-mail as soon as it is approved.`,
        '',
        `Your user name is: ${username}`,
      ].join('\n'),
    },
    'es-ES': {
      subject: `Recibimos tu registro en ${clientName}`,
      body: [
        `¡Hola, ${name}!`,
        '',
        `Recibimos tu registro en ${clientName}. Nuestro equipo lo analizará y recibirás un correo electrónico en cuanto sea aprobado.`,
        '',
        `Tu usuario de acceso es: ${username}`,
      ].join('\n'),
    },
    'fr-FR': {
      subject: `Nous avons bien reçu votre inscription à ${clientName}`,
      body: [
        `Bonjour ${name},`,
        '',
        `Nous avons bien reçu votre inscription à ${clientName}. Notre équipe va l'examiner et vous recevrez un e-mail dès qu'elle sera approuvée.`,
        '',
        `Votre identifiant est : ${username}`,
      ].join('\n'),
    },
  };
  return texts[language];
}

/** A reviewer approved the account: the person may sign in now. */
export function accountApprovedMail(language: LanguageCode, data: Greeting & { loginUrl: string }): MailText {
  const { name, clientName, loginUrl } = data;
  const texts: Record<LanguageCode, MailText> = {
    'pt-BR': {
      subject: `Seu cadastro em ${clientName} foi aprovado`,
      body: [
        `Olá, ${name}!`,
        '',
        `Seu cadastro em ${clientName} foi aprovado. Você já pode entrar com seu e-mail e sua senha:`,
        loginUrl,
      ].join('\n'),
    },
    'en-US': {
      subject: `Your registration at ${clientName} was approved`,
      body: [
        `Hello, ${name}!`,
        '',
        `Your registration at ${clientName} was approved. You can sign in now with your e-mail and password:`,
        loginUrl,
      ].join('\n'),
    },
    'es-ES': {
      subject: `Tu registro en ${clientName} fue aprobado`,
      body: [
        `¡Hola, ${name}!`,
        '',
        `Tu registro en ${clientName} fue aprobado. Ya puedes iniciar sesión con tu correo electrónico y tu contraseña:`,
        loginUrl,
      ].join('\n'),
    },
    'fr-FR': {
      subject: `Votre inscription à ${clientName} a été approuvée`,
      body: [
        `Bonjour ${name},`,
        '',
        `Votre inscription à ${clientName} a été approuvée. Vous pouvez dès maintenant vous connecter avec votre e-mail et votre mot de passe :`,
        loginUrl,
      ].join('\n'),
    },
  };
  return texts[language];
}

/** A reviewer rejected the account, with the reason when they gave one. */
export function accountRejectedMail(
  language: LanguageCode,
  data: Greeting & { reason: string | null },
): MailText {
  const { name, clientName, reason } = data;
  const texts: Record<LanguageCode, MailText & { reasonLabel: string; support: string }> = {
    'pt-BR': {
      subject: `Seu cadastro em ${clientName} não foi aprovado`,
      body: `Olá, ${name}!\n\nInfelizmente, seu cadastro em ${clientName} não foi aprovado.`,
      reasonLabel: 'Motivo',
      support: 'Em caso de dúvidas, entre em contato com o suporte.',
    },
    'en-US': {
      subject: `Your registration at ${clientName} was not approved`,
      body: `Hello, ${name}!\n\nUnfortunately, your registration at ${clientName} was not approved.`,
      reasonLabel: 'Reason',
      support: 'If you have any questions, please contact support.',
    },
    'es-ES': {
      subject: `Tu registro en ${clientName} no fue aprobado`,
      body: `¡Hola, ${name}!\n\nLamentablemente, tu registro en ${clientName} no fue aprobado.`,
      reasonLabel: 'Motivo',
      support: 'Si tienes dudas, contacta al soporte.',
    },
    'fr-FR': {
      subject: `Votre inscription à ${clientName} n'a pas été approuvée`,
      body: `Bonjour ${name},\n\nMalheureusement, votre inscription à ${clientName} n'a pas été approuvée.`,
      reasonLabel: 'Motif',
      support: "Pour toute question, veuillez contacter l'assistance.",
    },
  };
  const text = texts[language];
  const separator = language === 'fr-FR' ? ' : ' : ': ';
  const lines = [text.body, ''];
  if (reason) lines.push(`${text.reasonLabel}${separator}${reason}`, '');
  lines.push(text.support);
  return { subject: text.subject, body: lines.join('\n') };
}
