// The consent choices' look, shared by the banner (server HTML) and the settings dialog (loaded when opened).

/** Accept and decline look the same: neither is pushed on the visitor. */
export const CHOICE_BUTTON =
  'cursor-pointer rounded-full border-2 border-ink bg-surface px-5 py-2 font-semibold text-ink hover:bg-ink hover:text-surface';
