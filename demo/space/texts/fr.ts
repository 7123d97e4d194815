// French page texts; fr-BE gets a Belgian touch in the taglines through the replacement pairs.
import type { PageTexts } from './types';

const BELGIAN = [
  ['pour vos plus beaux moments', 'pour vos plus beaux moments, de Bruxelles à Liège'],
  [
    "Des tableaux dignes d'une galerie",
    "Des tableaux dignes d'une galerie, chez vous en septante-deux heures",
  ],
] as const;

export const FR: PageTexts = {
  channels: {
    kartenliebe: {
      title: 'Cartes et cadeaux photo créés avec amour',
      description:
        'Cartes, calendriers photo, livres photo et tirages avec vos propres images, sur papier premium.',
      heroHeadline: 'Créé avec amour',
      heroSubline: 'Cartes, calendriers et livres photo pour vos plus beaux moments',
      heroText:
        'Choisissez un design, ajoutez vos photos et vos mots – nous imprimons avec soin. Livraison offerte dès {{free}}.',
      heroCta: 'Commencer',
      actionBar: '<b>Cartes de Noël : {{save}} de réduction</b> – plus que [COUNTDOWN]',
      tilesHeadline: 'Que souhaitez-vous créer ?',
      introHeadline: 'Des produits photo personnalisés, imprimés chez nous',
      introText:
        'Faire-part de mariage, de naissance ou calendrier familial : chaque commande est vérifiée avant son départ. Si quelque chose ne va pas, nous réimprimons.',
      bestsellers: 'Nos meilleures ventes',
    },
    poster: {
      title: 'Tableaux avec vos photos',
      description: 'Toile, poster, verre acrylique et aluminium : vos photos en tableau de qualité galerie.',
      heroHeadline: 'Vos photos. Votre mur.',
      heroSubline: "Des tableaux dignes d'une galerie",
      heroText:
        'Sur toile, sous verre acrylique ou sur aluminium – créé en quelques minutes, accroché en quelques jours.',
      heroCta: 'Créer un tableau',
      actionBar: 'Semaine de la toile : <strong>{{save}} de réduction</strong> sur toutes les toiles',
      tilesHeadline: 'Découvrir les matériaux',
      introHeadline: 'La qualité galerie chez vous',
      introText:
        'Nous imprimons avec des encres résistantes à la lumière sur des matériaux choisis, puis tendons, encadrons et emballons chaque tableau à la main.',
      bestsellers: 'Les plus commandés',
    },
  },
  usp: ['Livraison offerte dès {{free}}', "Qualité d'impression contrôlée", 'Satisfait à 100 %'],
  reviews: [
    'Ce que disent nos clients | Plus de 20 000 avis avec une moyenne de 4,8 étoiles',
    "Des cartes magnifiques | Les cartes sont encore plus belles qu'à l'écran et le papier est superbe. | Claire D.",
    'Rapide et soigné | Commandé lundi, le calendrier est arrivé mercredi, parfaitement emballé. | Nicolas M.',
    'Des couleurs superbes | Le livre photo a des couleurs riches et naturelles. Je recommanderai. | Sophie L.',
    'Tout simplement parfait | Tout simplement parfait | Julien B.',
  ],
  newsletter:
    'Idées et bons de réduction par e-mail | Votre adresse e-mail | Je m’inscris | Désinscription possible à tout moment en un clic.',
  pages: {
    contact: {
      slug: 'contact',
      title: 'Contact',
      text: 'Une question sur votre commande ou nos produits ? Notre service client vous aide volontiers.',
    },
    shipping: {
      slug: 'livraison',
      title: 'Expédition et livraison',
      text: 'Nous produisons en général en 1 à 3 jours ouvrés. La livraison est offerte dès {{free}} d’achat.',
    },
    faq: {
      slug: 'aide',
      title: 'Questions fréquentes',
      text: 'Les réponses aux questions les plus courantes sur la création, la commande et la livraison.',
    },
    imprint: {
      slug: 'mentions-legales',
      title: 'Mentions légales',
      text: 'Demo Shop SAS, 1 rue de l’Exemple, Paris. Contenu de démonstration sans données réelles.',
    },
    privacy: {
      slug: 'confidentialite',
      title: 'Confidentialité',
      text: 'Nous traitons vos données uniquement pour exécuter votre commande et améliorer notre service.',
    },
    themes: {
      slug: 'designs',
      title: 'Des designs de cartes pour chaque occasion',
      text: 'De la naissance au mariage : trouvez le design qui correspond à votre moment.',
    },
    error: {
      title: 'Oups, cette page n’existe pas',
      text: 'Vous trouverez peut-être ici ce que vous cherchez.',
    },
    feedCard: { title: 'Idées de cartes', text: 'De nouvelles idées de notre équipe design chaque semaine.' },
    feedCalendar: { title: 'Idées de calendriers', text: 'De nouveaux calendriers pour l’année à venir.' },
    feedCollage: { title: 'Idées de collages', text: 'Quand plusieurs photos deviennent une seule image.' },
  },
  faq: [
    'Quel est le délai de livraison ? | Votre commande arrive en général en 2 à 4 jours ouvrés.',
    'Puis-je modifier ma commande ? | Tant qu’elle n’est pas imprimée, oui – contactez-nous simplement.',
    'Quelle résolution faut-il ? | Notre éditeur vous prévient si une photo est trop petite pour le format.',
    'Comment puis-je payer ? | Par PayPal, carte bancaire ou Klarna.',
  ],
  contact: 'Écrivez-nous | Service client | Nous répondons sous 24 heures les jours ouvrés.',
  local: { 'fr-be': BELGIAN },
};
