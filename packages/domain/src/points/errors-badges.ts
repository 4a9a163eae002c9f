/**
 * Error texts of the programme administrators' badges screen. `shared/errors.ts` merges this table into the catalogue.
 */
export const BADGE_ERROR_MESSAGES = {
  'badge.code_taken': {
    'pt-BR': 'Já existe uma medalha com este código neste programa.',
    'en-US': 'A badge with this code already exists in this programme.',
    'es-ES': 'Ya existe una insignia con este código en este programa.',
    'fr-FR': 'Un badge avec ce code existe déjà dans ce programme.',
  },
  'badge.rule_locked': {
    'pt-BR': 'Medalha já conquistada; sua regra não pode mais mudar.',
    'en-US': 'Badge already earned; its rule can no longer change.',
    'es-ES': 'Insignia ya obtenida; su regla ya no puede cambiar.',
    'fr-FR': 'Badge déjà obtenu ; sa règle ne peut plus changer.',
  },
  'badge.invalid_rule': {
    'pt-BR': 'A regra da medalha não é válida. Confira os campos indicados.',
    'en-US': 'The badge rule is not valid. Check the fields shown.',
    'es-ES': 'La regla de la insignia no es válida. Revisa los campos indicados.',
    'fr-FR': 'La règle du badge n’est pas valide. Vérifiez les champs indiqués.',
  },
} as const;
