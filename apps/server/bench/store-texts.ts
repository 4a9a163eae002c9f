import { type LanguageCode, rewardSearchText } from '@elevar/domain';
import { LANGUAGES } from './learning-texts.ts';

/**
 * The store bench's catalogue texts in the four languages: eight departments of three categories each, five kinds of
 * product per department, brands and models, so names and descriptions read like a retail catalogue and a search
 * for a product word in the shopper's language matches a few dozen rewards.
 */

type Four = readonly [string, string, string, string];
const four = (text: string) => text.split('|') as unknown as Four;
export const textsOf = (t: Four): Record<LanguageCode, string> =>
  Object.fromEntries(LANGUAGES.map((code, i) => [code, t[i] as string])) as Record<LanguageCode, string>;

export const DEPARTMENTS: Four[] = [
  'Eletrônicos|Electronics|Electrónica|Électronique',
  'Casa|Home|Hogar|Maison',
  'Cozinha|Kitchen|Cocina|Cuisine',
  'Esportes|Sports|Deportes|Sports',
  'Viagens|Travel|Viajes|Voyages',
  'Beleza|Beauty|Belleza|Beauté',
  'Brinquedos|Toys|Juguetes|Jouets',
  'Vales-presente|Gift cards|Tarjetas regalo|Cartes cadeaux',
].map(four);

/** Three categories per department, in the department's order (category d * 3 + k belongs to department d). */
export const CATEGORIES: Four[] = [
  'Áudio|Audio|Audio|Audio',
  'Informática|Computing|Informática|Informatique',
  'Lançamentos limitados|Limited drops|Lanzamientos limitados|Éditions limitées',
  'Decoração|Decor|Decoración|Décoration',
  'Cama e banho|Bed and bath|Cama y baño|Linge de maison',
  'Jardim|Garden|Jardín|Jardin',
  'Eletroportáteis|Small appliances|Pequeños electrodomésticos|Petit électroménager',
  'Utensílios|Utensils|Utensilios|Ustensiles',
  'Mesa posta|Tableware|Vajilla|Arts de la table',
  'Academia|Fitness|Gimnasio|Fitness',
  'Ciclismo|Cycling|Ciclismo|Cyclisme',
  'Camping|Camping|Camping|Camping',
  'Malas|Luggage|Maletas|Bagages',
  'Experiências|Experiences|Experiencias|Expériences',
  'Acessórios de viagem|Travel accessories|Accesorios de viaje|Accessoires de voyage',
  'Cuidados com a pele|Skin care|Cuidado de la piel|Soins de la peau',
  'Perfumes|Fragrances|Perfumes|Parfums',
  'Cabelo|Hair|Cabello|Cheveux',
  'Jogos|Games|Juegos|Jeux',
  'Montar|Building sets|Construcción|Construction',
  'Pelúcias|Plush|Peluches|Peluches',
  'Lojas|Stores|Tiendas|Magasins',
  'Restaurantes|Restaurants|Restaurantes|Restaurants',
  'Streaming|Streaming|Streaming|Streaming',
].map(four);

/** Categories with a per-user maximum (index: maximum); the limited drops (2) hold the hot rewards. */
export const CATEGORY_MAXIMUMS: Record<number, number> = { 2: 2, 13: 1, 21: 3 };

/** Five kinds of product per department (product p of department d is d * 5 + p). */
export const PRODUCTS: Four[] = [
  'Fone de ouvido|Headphones|Auriculares|Casque',
  'Caixa de som|Speaker|Altavoz|Enceinte',
  'Teclado|Keyboard|Teclado|Clavier',
  'Tablet|Tablet|Tableta|Tablette',
  'Relógio inteligente|Smartwatch|Reloj inteligente|Montre connectée',
  'Luminária|Lamp|Lámpara|Lampe',
  'Toalha|Towel|Toalla|Serviette',
  'Vaso|Vase|Jarrón|Vase',
  'Almofada|Cushion|Cojín|Coussin',
  'Cadeira|Chair|Silla|Chaise',
  'Cafeteira|Coffee maker|Cafetera|Cafetière',
  'Liquidificador|Blender|Licuadora|Mixeur',
  'Panela|Pan|Olla|Casserole',
  'Faqueiro|Cutlery set|Cubertería|Ménagère',
  'Chaleira|Kettle|Hervidor|Bouilloire',
  'Bicicleta|Bicycle|Bicicleta|Vélo',
  'Tênis|Sneakers|Zapatillas|Baskets',
  'Barraca|Tent|Tienda de campaña|Tente',
  'Halteres|Dumbbells|Mancuernas|Haltères',
  'Garrafa térmica|Thermos|Termo|Thermos',
  'Mala|Suitcase|Maleta|Valise',
  'Mochila|Backpack|Mochila|Sac à dos',
  'Passagem|Ticket|Pasaje|Billet',
  'Hospedagem|Hotel stay|Hospedaje|Séjour',
  'Travesseiro de viagem|Travel pillow|Almohada de viaje|Oreiller de voyage',
  'Hidratante|Moisturiser|Hidratante|Crème hydratante',
  'Perfume|Perfume|Perfume|Parfum',
  'Secador|Hair dryer|Secador|Sèche-cheveux',
  'Kit de maquiagem|Makeup kit|Kit de maquillaje|Trousse de maquillage',
  'Escova|Brush|Cepillo|Brosse',
  'Quebra-cabeça|Puzzle|Rompecabezas|Puzzle',
  'Jogo de tabuleiro|Board game|Juego de mesa|Jeu de société',
  'Carrinho|Toy car|Cochecito|Petite voiture',
  'Boneca|Doll|Muñeca|Poupée',
  'Urso|Teddy bear|Oso|Ours',
  'Vale compras|Shopping voucher|Vale de compras|Bon d’achat',
  'Vale jantar|Dinner voucher|Vale cena|Bon dîner',
  'Assinatura|Subscription|Suscripción|Abonnement',
  'Cartão presente|Gift card|Tarjeta regalo|Carte cadeau',
  'Vale cinema|Cinema voucher|Vale cine|Bon cinéma',
].map(four);

const BRANDS = [
  'Aurora',
  'Boreal',
  'Cobalto',
  'Delta',
  'Esfera',
  'Fênix',
  'Granito',
  'Horizonte',
  'Ímpeto',
  'Jade',
];
const ADJECTIVES: Four[] = [
  'compacto|compact|compacto|compact',
  'resistente|durable|resistente|résistant',
  'premium|premium|premium|premium',
  'leve|lightweight|ligero|léger',
].map(four);
const DESCRIPTION: Four = four(
  '{p} {b} {a}, escolhido para quem bate as metas do programa.' +
    '|{p} {b}, {a}, chosen for people who meet the programme’s targets.' +
    '|{p} {b} {a}, elegido para quienes cumplen las metas del programa.' +
    '|{p} {b} {a}, choisi pour ceux qui atteignent les objectifs du programme.',
);
export const DELIVERY: Four = four(
  'Entrega no endereço do cadastro em até 30 dias após a aprovação.' +
    '|Delivered to the address in your profile within 30 days of approval.' +
    '|Entrega en la dirección de tu registro hasta 30 días después de la aprobación.' +
    '|Livraison à l’adresse de votre profil sous 30 jours après l’approbation.',
);

/** Reward i's department, category and product (hot rewards are the limited drops of electronics). */
export function placeOf(i: number, hot: boolean) {
  const department = hot ? 0 : i % DEPARTMENTS.length;
  const category = hot ? 2 : department * 3 + (Math.floor(i / DEPARTMENTS.length) % 3);
  const product = department * 5 + (Math.floor(i / 3) % 5);
  return { department, category, product };
}

/** Reward i's names and descriptions per language and its search key (the domain's, as the operators' screen). */
export function rewardTexts(i: number, product: number) {
  const brand = BRANDS[i % BRANDS.length] as string;
  const model = `${String.fromCharCode(65 + (i % 26))}${100 + (i % 900)}`;
  const p = PRODUCTS[product] as Four;
  const a = ADJECTIVES[i % ADJECTIVES.length] as Four;
  const names = textsOf(p.map((word) => `${word} ${brand} ${model}`) as unknown as Four);
  const descriptions = textsOf(
    DESCRIPTION.map((template, l) =>
      template
        .replace('{p}', p[l] as string)
        .replace('{b}', brand)
        .replace('{a}', a[l] as string),
    ) as unknown as Four,
  );
  return { names, descriptions, searchText: rewardSearchText(names, descriptions) };
}

/** What a shopper searches: a product word in their language, sometimes with a brand. */
export function searchFor(language: LanguageCode, pick: number, brand: number): string {
  const l = Math.max(0, LANGUAGES.indexOf(language));
  const word = (PRODUCTS[Math.floor(pick * PRODUCTS.length)] as Four)[l] as string;
  return brand % 3 === 0 ? `${word} ${BRANDS[brand % BRANDS.length]}` : word;
}
