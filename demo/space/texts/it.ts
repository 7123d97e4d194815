// Italian page texts: home per channel, service pages, reviews and FAQ.
import type { PageTexts } from './types';

export const IT: PageTexts = {
  channels: {
    kartenliebe: {
      title: 'Biglietti e regali fotografici creati con amore',
      description: 'Biglietti, calendari, fotolibri e stampe con le tue foto, su carta premium.',
      heroHeadline: 'Creato con amore',
      heroSubline: 'Biglietti, calendari e fotolibri per i vostri momenti più belli',
      heroText:
        'Scegli un design, aggiungi foto e testi: stampiamo con cura. Spedizione gratuita da {{free}}.',
      heroCta: 'Inizia a creare',
      actionBar: '<b>Biglietti di Natale: {{save}} di sconto</b> – mancano solo [COUNTDOWN]',
      tilesHeadline: 'Cosa vuoi creare?',
      introHeadline: 'Prodotti fotografici personalizzati dalla nostra tipografia',
      introText:
        'Partecipazioni di nozze, annunci di nascita o calendario di famiglia: controlliamo ogni ordine prima della spedizione. Se qualcosa non va, lo ristampiamo.',
      bestsellers: 'I più venduti',
    },
    poster: {
      title: 'Quadri con le tue foto',
      description:
        'Tela, poster, vetro acrilico e alluminio: le tue foto come quadro di qualità da galleria.',
      heroHeadline: 'Le tue foto. La tua parete.',
      heroSubline: 'Quadri di qualità da galleria',
      heroText:
        'Su tela, sotto vetro acrilico o su alluminio: creato in pochi minuti, appeso in pochi giorni.',
      heroCta: 'Crea il tuo quadro',
      actionBar: 'Settimana della tela: <strong>{{save}} di sconto</strong> su tutte le tele',
      tilesHeadline: 'Scopri i materiali',
      introHeadline: 'Qualità da galleria per la tua casa',
      introText:
        'Stampiamo con inchiostri resistenti alla luce su materiali selezionati e tendiamo, incorniciamo e imballiamo ogni quadro a mano.',
      bestsellers: 'I più ordinati',
    },
  },
  usp: ['Spedizione gratuita da {{free}}', 'Qualità di stampa controllata', 'Soddisfatti al 100 %'],
  reviews: [
    'Cosa dicono i nostri clienti | Oltre 20.000 recensioni con una media di 4,8 stelle',
    'Biglietti bellissimi | I biglietti sono ancora più belli che sullo schermo e la carta è splendida. | Francesca M.',
    'Veloci e accurati | Ordinato lunedì, il calendario è arrivato mercoledì, imballato perfettamente. | Luca B.',
    'Colori stupendi | Il fotolibro ha colori intensi e naturali. Ordinerò di nuovo. | Chiara T.',
    'Semplicemente perfetto | Semplicemente perfetto | Marco V.',
  ],
  newsletter:
    'Idee e buoni sconto via e-mail | Il tuo indirizzo e-mail | Iscriviti | Puoi annullare l’iscrizione in qualsiasi momento con un clic.',
  pages: {
    contact: {
      slug: 'contatti',
      title: 'Contatti',
      text: 'Domande sul tuo ordine o sui nostri prodotti? Il nostro servizio clienti è felice di aiutarti.',
    },
    shipping: {
      slug: 'spedizione',
      title: 'Spedizione e consegna',
      text: 'Di solito produciamo in 1–3 giorni lavorativi. La spedizione è gratuita a partire da {{free}}.',
    },
    faq: {
      slug: 'aiuto',
      title: 'Domande frequenti',
      text: 'Le risposte alle domande più comuni su creazione, ordine e spedizione.',
    },
    imprint: {
      slug: 'note-legali',
      title: 'Note legali',
      text: 'Demo Shop S.r.l., Via Esempio 1, Milano. Contenuto dimostrativo senza dati aziendali reali.',
    },
    privacy: {
      slug: 'privacy',
      title: 'Privacy',
      text: 'Trattiamo i tuoi dati solo per evadere il tuo ordine e migliorare il nostro servizio.',
    },
    themes: {
      slug: 'design',
      title: 'Design di biglietti per ogni occasione',
      text: 'Dalla nascita al matrimonio: trova il design giusto per il tuo momento.',
    },
    error: { title: 'Ops, questa pagina non esiste', text: 'Forse qui trovi quello che cerchi.' },
    feedCard: { title: 'Idee per biglietti', text: 'Nuove idee dal nostro team di design, ogni settimana.' },
    feedCalendar: { title: 'Idee per calendari', text: 'Nuovi design di calendario per il prossimo anno.' },
    feedCollage: { title: 'Idee per collage', text: 'Così tante foto diventano un’unica immagine.' },
  },
  faq: [
    'Quanto tempo richiede la consegna? | Di solito il tuo ordine arriva in 2–4 giorni lavorativi.',
    'Posso modificare il mio ordine? | Finché non è in stampa, sì: basta contattarci.',
    'Che risoluzione serve? | Il nostro editor ti avvisa se una foto è troppo piccola per il formato.',
    'Come posso pagare? | Con PayPal, carta di credito o Klarna.',
  ],
  contact: 'Scrivici | Servizio clienti | Rispondiamo entro 24 ore nei giorni lavorativi.',
  local: {},
};
