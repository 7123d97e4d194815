// Texts of the visual editor's live preview (the notice of an expired preview session), per text locale. Read by
// server components alone, in a draft only.
import type { TextLocale } from '../domain/markets';

export interface EditorTexts {
  /** The preview session (the editor token) has expired: changes no longer show. */
  expired: string;
  /** The button that reloads the editor for a fresh session. */
  reload: string;
  /** When the page may not reload the editor itself (it runs in the editor's frame). */
  reloadByHand: string;
}

const EN: EditorTexts = {
  expired: 'The preview session has expired: changes no longer show here.',
  reload: 'Reload the editor',
  reloadByHand: 'Please reload the editor’s browser tab to start a new preview session.',
};

export const EDITOR_TEXTS: Record<TextLocale, EditorTexts> = {
  'de-DE': {
    expired: 'Die Vorschau-Sitzung ist abgelaufen: Änderungen erscheinen hier nicht mehr.',
    reload: 'Editor neu laden',
    reloadByHand: 'Bitte lade den Browser-Tab des Editors neu, um eine neue Vorschau-Sitzung zu starten.',
  },
  'en-GB': EN,
  'en-US': EN,
  'es-ES': {
    expired: 'La sesión de vista previa ha caducado: los cambios ya no se muestran aquí.',
    reload: 'Recargar el editor',
    reloadByHand: 'Recarga la pestaña del editor para iniciar una nueva sesión de vista previa.',
  },
  'fr-FR': {
    expired: 'La session d’aperçu a expiré : les modifications ne s’affichent plus ici.',
    reload: 'Recharger l’éditeur',
    reloadByHand: 'Rechargez l’onglet de l’éditeur pour ouvrir une nouvelle session d’aperçu.',
  },
  'it-IT': {
    expired: 'La sessione di anteprima è scaduta: le modifiche non vengono più mostrate qui.',
    reload: 'Ricarica l’editor',
    reloadByHand: 'Ricarica la scheda dell’editor per avviare una nuova sessione di anteprima.',
  },
  'nl-NL': {
    expired: 'De voorbeeldsessie is verlopen: wijzigingen worden hier niet meer getoond.',
    reload: 'Editor opnieuw laden',
    reloadByHand: 'Laad het browsertabblad van de editor opnieuw om een nieuwe voorbeeldsessie te starten.',
  },
};
