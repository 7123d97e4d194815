// The action bar's dismissal cookie and root class, apart from the bar's schemas so the boot script stays small.

/** Root class set on <html> once the bar is dismissed. */
export const ACTION_BAR_CLOSED_CLASS = 'action-bar-closed';
export const ACTION_BAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

export function actionBarCookie(id: string): string {
  return `actionBarClosed_${id}`;
}
