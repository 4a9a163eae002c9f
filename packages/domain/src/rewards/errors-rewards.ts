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
  'rewards.invoice_already_sent': {
    'pt-BR': 'O número da nota já foi enviada pelo usuário anteriormente',
    'en-US': 'This invoice number has already been sent by the user',
    'es-ES': 'El número de la factura ya fue enviado por el usuario anteriormente',
    'fr-FR': "Ce numéro de facture a déjà été envoyé par l'utilisateur",
  },
  'rewards.sale_date_future': {
    'pt-BR': 'A data da venda não pode estar no futuro.',
    'en-US': 'The sale date cannot be in the future.',
    'es-ES': 'La fecha de la venta no puede estar en el futuro.',
    'fr-FR': 'La date de la vente ne peut pas être dans le futur.',
  },
  'rewards.sale_date_too_old': {
    'pt-BR': 'A venda deve ser informada em até 15 dias corridos da data da venda.',
    'en-US': 'A sale must be reported within 15 calendar days of the sale date.',
    'es-ES': 'La venta debe informarse dentro de los 15 días corridos desde la fecha de la venta.',
    'fr-FR': 'Une vente doit être déclarée dans les 15 jours calendaires suivant sa date.',
  },
  'rewards.sale_outside_campaign': {
    'pt-BR': 'A data da venda deve estar dentro do período da campanha.',
    'en-US': 'The sale date must be within the campaign period.',
    'es-ES': 'La fecha de la venta debe estar dentro del período de la campaña.',
    'fr-FR': 'La date de la vente doit être comprise dans la période de la campagne.',
  },
  'rewards.not_registered': {
    'pt-BR': 'Inscreva-se na campanha antes de informar vendas.',
    'en-US': 'Register for the campaign before reporting sales.',
    'es-ES': 'Inscríbete en la campaña antes de informar ventas.',
    'fr-FR': 'Inscrivez-vous à la campagne avant de déclarer des ventes.',
  },
  'rewards.product_not_in_catalogue': {
    'pt-BR': 'Produto fora do catálogo da campanha.',
    'en-US': 'Product not in the campaign catalogue.',
    'es-ES': 'Producto fuera del catálogo de la campaña.',
    'fr-FR': 'Produit hors du catalogue de la campagne.',
  },
  'rewards.store_not_found': {
    'pt-BR': 'Nenhuma loja participante com esse CNPJ/número de registro.',
    'en-US': 'No participating store has this registration number.',
    'es-ES': 'Ninguna tienda participante tiene ese número de registro.',
    'fr-FR': "Aucun magasin participant n'a ce numéro d'enregistrement.",
  },
  'rewards.invoice_file_invalid': {
    'pt-BR': 'A nota fiscal deve ser uma imagem (JPEG, PNG, WebP) ou um PDF.',
    'en-US': 'The invoice must be an image (JPEG, PNG, WebP) or a PDF.',
    'es-ES': 'La factura debe ser una imagen (JPEG, PNG, WebP) o un PDF.',
    'fr-FR': 'La facture doit être une image (JPEG, PNG, WebP) ou un PDF.',
  },
  'rewards.invoice_file_too_large': {
    'pt-BR': 'O arquivo da nota fiscal é grande demais (máximo de 10 MB).',
    'en-US': 'The invoice file is too large (10 MB at most).',
    'es-ES': 'El archivo de la factura es demasiado grande (máximo 10 MB).',
    'fr-FR': 'Le fichier de la facture est trop volumineux (10 Mo au maximum).',
  },
  'rewards.idempotency_key_required': {
    'pt-BR': 'Envie a venda com o cabeçalho Idempotency-Key (até 128 caracteres visíveis).',
    'en-US': 'Send the sale with an Idempotency-Key header (up to 128 visible characters).',
    'es-ES': 'Envía la venta con el encabezado Idempotency-Key (hasta 128 caracteres visibles).',
    'fr-FR': "Envoyez la vente avec l'en-tête Idempotency-Key (128 caractères visibles au plus).",
  },
  'rewards.photo_already_sent': {
    'pt-BR': 'Foto já enviada nesta semana.',
    'en-US': 'Photo already sent this week.',
    'es-ES': 'Foto ya enviada esta semana.',
    'fr-FR': 'Photo déjà envoyée cette semaine.',
  },
  'rewards.photo_type_not_in_campaign': {
    'pt-BR': 'Tipo de foto fora da campanha.',
    'en-US': 'Photo type not in the campaign.',
    'es-ES': 'Tipo de foto fuera de la campaña.',
    'fr-FR': 'Type de photo hors de la campagne.',
  },
  'rewards.photo_invalid': {
    'pt-BR': 'A foto deve ser uma imagem JPEG, PNG ou WebP.',
    'en-US': 'The photo must be a JPEG, PNG or WebP image.',
    'es-ES': 'La foto debe ser una imagen JPEG, PNG o WebP.',
    'fr-FR': 'La photo doit être une image JPEG, PNG ou WebP.',
  },
  'rewards.photo_too_large': {
    'pt-BR': 'A foto é grande demais (máximo de 15 MB).',
    'en-US': 'The photo is too large (15 MB at most).',
    'es-ES': 'La foto es demasiado grande (máximo 15 MB).',
    'fr-FR': 'La photo est trop volumineuse (15 Mo au maximum).',
  },
  'rewards.photo_campaign_closed': {
    'pt-BR': 'Fotos só podem ser enviadas durante a campanha.',
    'en-US': 'Photos can only be sent while the campaign runs.',
    'es-ES': 'Las fotos solo pueden enviarse durante la campaña.',
    'fr-FR': 'Les photos ne peuvent être envoyées que pendant la campagne.',
  },
  'rewards.audit_reproved_final': {
    'pt-BR': 'Este item já foi reprovado e seus pontos estornados; não pode mais ser aprovado.',
    'en-US': 'This item was already reproved and its points reversed; it can no longer be approved.',
    'es-ES': 'Este ítem ya fue reprobado y sus puntos revertidos; ya no puede aprobarse.',
    'fr-FR': 'Cet élément a déjà été refusé et ses points annulés ; il ne peut plus être approuvé.',
  },
  'rewards.catalogue_frozen': {
    'pt-BR':
      'A campanha já começou: o catálogo de produtos, os tipos de foto, seus pontos e a data de início não podem mais mudar.',
    'en-US':
      'The campaign has begun: its product catalogue, photo types, their points and its begin date can no longer change.',
    'es-ES':
      'La campaña ya comenzó: el catálogo de productos, los tipos de foto, sus puntos y la fecha de inicio ya no pueden cambiar.',
    'fr-FR':
      'La campagne a commencé : son catalogue de produits, ses types de photo, leurs points et sa date de début ne peuvent plus changer.',
  },
  'rewards.campaign_dates': {
    'pt-BR': 'O último dia da campanha não pode ser anterior ao primeiro.',
    'en-US': 'The campaign’s last day cannot be before its first.',
    'es-ES': 'El último día de la campaña no puede ser anterior al primero.',
    'fr-FR': 'Le dernier jour de la campagne ne peut pas précéder le premier.',
  },
  'rewards.setup_unknown_choice': {
    'pt-BR': 'Escolha apenas países, lojas e empresas/agências deste programa.',
    'en-US': 'Choose only countries, stores and companies/agencies of this programme.',
    'es-ES': 'Elige solo países, tiendas y empresas/agencias de este programa.',
    'fr-FR': 'Choisissez uniquement des pays, magasins et entreprises/agences de ce programme.',
  },
  'rewards.store_outside_countries': {
    'pt-BR': 'Cada loja escolhida deve estar em um dos países da campanha.',
    'en-US': 'Each chosen store must be in one of the campaign’s countries.',
    'es-ES': 'Cada tienda elegida debe estar en uno de los países de la campaña.',
    'fr-FR': 'Chaque magasin choisi doit se trouver dans l’un des pays de la campagne.',
  },
  'rewards.sku_repeated': {
    'pt-BR': 'Cada SKU aparece uma só vez no catálogo da campanha.',
    'en-US': 'Each SKU appears only once in the campaign’s catalogue.',
    'es-ES': 'Cada SKU aparece una sola vez en el catálogo de la campaña.',
    'fr-FR': 'Chaque SKU n’apparaît qu’une fois dans le catalogue de la campagne.',
  },
  'rewards.setup_in_use': {
    'pt-BR':
      'Está em uso por uma loja, campanha, inscrição ou venda e não pode ser excluído: desative-o para não oferecê-lo mais.',
    'en-US':
      'A store, campaign, registration or sale uses it, so it cannot be deleted: deactivate it to stop offering it.',
    'es-ES':
      'Lo usa una tienda, campaña, inscripción o venta, por lo que no se puede eliminar: desactívalo para dejar de ofrecerlo.',
    'fr-FR':
      'Un magasin, une campagne, une inscription ou une vente l’utilise : il ne peut pas être supprimé. Désactivez-le pour ne plus le proposer.',
  },
  'rewards.setup_name_taken': {
    'pt-BR': 'Já existe um item com este nome em português.',
    'en-US': 'Another one already has this Portuguese name.',
    'es-ES': 'Ya existe otro con este nombre en portugués.',
    'fr-FR': 'Un autre porte déjà ce nom en portugais.',
  },
  'rewards.setup_inactive_choice': {
    'pt-BR': 'Uma empresa/agência desativada não pode ser escolhida de novo: ative-a antes.',
    'en-US': 'A deactivated company/agency cannot be newly chosen: activate it first.',
    'es-ES': 'Una empresa/agencia desactivada no puede elegirse de nuevo: actívala antes.',
    'fr-FR': 'Une entreprise/agence désactivée ne peut pas être choisie à nouveau : activez-la d’abord.',
  },
  'rewards.setup_area_invalid': {
    'pt-BR': 'Escolha apenas áreas do grupo 1 dos países do grupo 1 da campanha.',
    'en-US': 'Choose only group 1 areas of the campaign’s group 1 countries.',
    'es-ES': 'Elige solo áreas del grupo 1 de los países del grupo 1 de la campaña.',
    'fr-FR': 'Choisissez uniquement des zones du groupe 1 des pays du groupe 1 de la campagne.',
  },
} as const;
