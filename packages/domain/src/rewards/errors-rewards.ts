import { BLOCKED_FOR_RULES } from '../identity/errors-accounts.ts';

/**
 * Error texts of the rewards programme's campaigns (SPEC §5 campaign sign-up, §6 rewards site, §8 campaign access).
 * `shared/errors.ts` merges this table into the catalogue.
 */
export const REWARDS_ERROR_MESSAGES = {
  'rewards.no_partner_account': {
    'pt-BR':
      'O programa de recompensas é para quem tem conta no programa parceiro de treinamento de varejo. Cadastre seu número GMIN no perfil ou fale com o suporte.',
    'en-US':
      'The rewards programme is for people with an account in the partner retail-training programme. Add your GMIN number to your profile or contact support.',
    'es-ES':
      'El programa de recompensas es para quienes tienen cuenta en el programa asociado de capacitación minorista. Registra tu número GMIN en el perfil o contacta al soporte.',
    'fr-FR':
      "Le programme de récompenses est réservé aux personnes ayant un compte dans le programme partenaire de formation commerciale. Ajoutez votre numéro GMIN à votre profil ou contactez l'assistance.",
  },
  'rewards.store_not_participating': {
    'pt-BR': 'Loja não participante da campanha.',
    'en-US': 'Store not participating in the campaign.',
    'es-ES': 'Tienda no participante de la campaña.',
    'fr-FR': 'Magasin non participant à la campagne.',
  },
  'rewards.account_blocked': BLOCKED_FOR_RULES,
  'rewards.agency_not_participating': {
    'pt-BR': 'Empresa/agência não participante da campanha.',
    'en-US': 'Company/agency not participating in the campaign.',
    'es-ES': 'Empresa/agencia no participante de la campaña.',
    'fr-FR': 'Entreprise/agence non participante à la campagne.',
  },
  'rewards.one_agency': {
    'pt-BR': 'Escolha exatamente uma empresa/agência.',
    'en-US': 'Choose exactly one company/agency.',
    'es-ES': 'Elige exactamente una empresa/agencia.',
    'fr-FR': 'Choisissez exactement une entreprise/agence.',
  },
  'rewards.brand_per_agency': {
    'pt-BR': 'Escolha ao menos uma marca da empresa/agência escolhida.',
    'en-US': 'Choose at least one brand of the chosen company/agency.',
    'es-ES': 'Elige al menos una marca de la empresa/agencia elegida.',
    'fr-FR': "Choisissez au moins une marque de l'entreprise/agence choisie.",
  },
  'rewards.store_per_chain': {
    'pt-BR': 'Escolha ao menos uma loja de cada rede escolhida.',
    'en-US': 'Choose at least one store of each chosen retail chain.',
    'es-ES': 'Elige al menos una tienda de cada cadena elegida.',
    'fr-FR': 'Choisissez au moins un magasin de chaque enseigne choisie.',
  },
  'rewards.terms_required': {
    'pt-BR': 'É preciso aceitar o regulamento da campanha.',
    'en-US': 'You must accept the campaign terms.',
    'es-ES': 'Debes aceptar el reglamento de la campaña.',
    'fr-FR': 'Vous devez accepter le règlement de la campagne.',
  },
  'rewards.already_registered': {
    'pt-BR': 'Você já está inscrito nesta campanha.',
    'en-US': 'You are already registered for this campaign.',
    'es-ES': 'Ya estás inscrito en esta campaña.',
    'fr-FR': 'Vous êtes déjà inscrit à cette campagne.',
  },
  'rewards.campaign_not_open': {
    'pt-BR': 'A inscrição só é possível em uma campanha ativa.',
    'en-US': 'You can only register for an active campaign.',
    'es-ES': 'Solo es posible inscribirse en una campaña activa.',
    'fr-FR': "L'inscription n'est possible que pour une campagne active.",
  },
} as const;
