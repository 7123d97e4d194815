// Texts of the shop's own small pages (account, basket) and of the logout button, per language. Read on the
// server alone: the header passes the logout word to its island as a prop.
import type { Language } from '../domain/markets';

export interface ShopPageTexts {
  accountTitle: string;
  loginHint: string;
  name: string;
  email: string;
  customerNumber: string;
  logout: string;
  toBasket: string;
  basketTitle: string;
  basketEmpty: string;
  browse: string;
  article: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  remove: string;
  subtotal: string;
  voucher: string;
  voucherCode: string;
  applyVoucher: string;
  total: string;
  addToBasket: string;
  accessories: string;
  failed: string;
}

const EN: ShopPageTexts = {
  accountTitle: 'My account',
  loginHint: 'Please log in to see your account: use “Log in” at the top of the page.',
  name: 'Name',
  email: 'E-mail',
  customerNumber: 'Customer number',
  logout: 'Log out',
  toBasket: 'To the basket',
  basketTitle: 'Basket',
  basketEmpty: 'Your basket is empty.',
  browse: 'Browse all products',
  article: 'Article',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  lineTotal: 'Total',
  remove: 'Remove {name}',
  subtotal: 'Subtotal',
  voucher: 'Voucher {code}',
  voucherCode: 'Voucher code',
  applyVoucher: 'Apply',
  total: 'Total',
  addToBasket: 'Add to basket',
  accessories: 'Add accessories',
  failed: 'The basket could not be changed. Please try again.',
};

export const SHOP_PAGE_TEXTS: Record<Language, ShopPageTexts> = {
  de: {
    accountTitle: 'Mein Konto',
    loginHint: 'Bitte melde dich an, um dein Konto zu sehen: über „Anmelden“ oben auf der Seite.',
    name: 'Name',
    email: 'E-Mail',
    customerNumber: 'Kundennummer',
    logout: 'Abmelden',
    toBasket: 'Zum Warenkorb',
    basketTitle: 'Warenkorb',
    basketEmpty: 'Dein Warenkorb ist leer.',
    browse: 'Alle Produkte ansehen',
    article: 'Artikel',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    lineTotal: 'Summe',
    remove: '{name} entfernen',
    subtotal: 'Zwischensumme',
    voucher: 'Gutschein {code}',
    voucherCode: 'Gutscheincode',
    applyVoucher: 'Einlösen',
    total: 'Gesamt',
    addToBasket: 'In den Warenkorb',
    accessories: 'Zubehör dazu',
    failed: 'Der Warenkorb konnte nicht geändert werden. Bitte versuche es noch einmal.',
  },
  en: EN,
  es: {
    accountTitle: 'Mi cuenta',
    loginHint: 'Inicia sesión para ver tu cuenta: con «Iniciar sesión» arriba en la página.',
    name: 'Nombre',
    email: 'Correo electrónico',
    customerNumber: 'Número de cliente',
    logout: 'Cerrar sesión',
    toBasket: 'A la cesta',
    basketTitle: 'Cesta',
    basketEmpty: 'Tu cesta está vacía.',
    browse: 'Ver todos los productos',
    article: 'Artículo',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    lineTotal: 'Total',
    remove: 'Quitar {name}',
    subtotal: 'Subtotal',
    voucher: 'Vale {code}',
    voucherCode: 'Código del vale',
    applyVoucher: 'Aplicar',
    total: 'Total',
    addToBasket: 'Añadir a la cesta',
    accessories: 'Añadir accesorios',
    failed: 'No se pudo cambiar la cesta. Inténtalo de nuevo.',
  },
  fr: {
    accountTitle: 'Mon compte',
    loginHint: 'Veuillez vous connecter pour voir votre compte : avec « Se connecter » en haut de la page.',
    name: 'Nom',
    email: 'E-mail',
    customerNumber: 'Numéro client',
    logout: 'Se déconnecter',
    toBasket: 'Vers le panier',
    basketTitle: 'Panier',
    basketEmpty: 'Votre panier est vide.',
    browse: 'Voir tous les produits',
    article: 'Article',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total',
    remove: 'Retirer {name}',
    subtotal: 'Sous-total',
    voucher: 'Bon {code}',
    voucherCode: 'Code du bon',
    applyVoucher: 'Appliquer',
    total: 'Total',
    addToBasket: 'Ajouter au panier',
    accessories: 'Ajouter des accessoires',
    failed: 'Le panier n’a pas pu être modifié. Veuillez réessayer.',
  },
  it: {
    accountTitle: 'Il mio account',
    loginHint: 'Accedi per vedere il tuo account: con «Accedi» in alto nella pagina.',
    name: 'Nome',
    email: 'E-mail',
    customerNumber: 'Numero cliente',
    logout: 'Esci',
    toBasket: 'Al carrello',
    basketTitle: 'Carrello',
    basketEmpty: 'Il tuo carrello è vuoto.',
    browse: 'Vedi tutti i prodotti',
    article: 'Articolo',
    quantity: 'Quantità',
    unitPrice: 'Prezzo unitario',
    lineTotal: 'Totale',
    remove: 'Rimuovi {name}',
    subtotal: 'Subtotale',
    voucher: 'Buono {code}',
    voucherCode: 'Codice buono',
    applyVoucher: 'Applica',
    total: 'Totale',
    addToBasket: 'Aggiungi al carrello',
    accessories: 'Aggiungi accessori',
    failed: 'Non è stato possibile modificare il carrello. Riprova.',
  },
  nl: {
    accountTitle: 'Mijn account',
    loginHint: 'Log in om je account te zien: met „Inloggen” bovenaan de pagina.',
    name: 'Naam',
    email: 'E-mail',
    customerNumber: 'Klantnummer',
    logout: 'Uitloggen',
    toBasket: 'Naar de winkelmand',
    basketTitle: 'Winkelmand',
    basketEmpty: 'Je winkelmand is leeg.',
    browse: 'Alle producten bekijken',
    article: 'Artikel',
    quantity: 'Aantal',
    unitPrice: 'Stukprijs',
    lineTotal: 'Totaal',
    remove: '{name} verwijderen',
    subtotal: 'Subtotaal',
    voucher: 'Waardebon {code}',
    voucherCode: 'Code van de waardebon',
    applyVoucher: 'Toepassen',
    total: 'Totaal',
    addToBasket: 'In de winkelmand',
    accessories: 'Accessoires erbij',
    failed: 'De winkelmand kon niet worden gewijzigd. Probeer het opnieuw.',
  },
};
