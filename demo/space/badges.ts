// Small badges for the footer and flyouts: payment wordmarks, app and award badges, social icons, swatches.

const FONT = `font-family="Helvetica Neue, Arial, sans-serif"`;
const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** A payment logo: a rounded card with a wordmark (146x92, shown at 73 px). */
function payment(body: string, fill = '#ffffff'): string {
  return svg(
    146,
    92,
    `<rect x="1" y="1" width="144" height="90" rx="10" fill="${fill}" stroke="#d9d6d0" stroke-width="2"/>${body}`,
  );
}

const word = (text: string, x: number, color: string, size = 30, extra = '') =>
  `<text x="${x}" y="57" ${FONT} font-size="${size}" font-weight="700" fill="${color}" text-anchor="middle" ${extra}>${text}</text>`;

export const PAYMENT_BADGES: Record<string, string> = {
  paypal: payment(
    `<text x="73" y="56" ${FONT} font-size="28" font-weight="700" font-style="italic" text-anchor="middle"><tspan fill="#1b3a8c">Pay</tspan><tspan fill="#1f9ad6">Pal</tspan></text>`,
  ),
  visa: payment(word('VISA', 73, '#1a2b8c', 34, 'font-style="italic" letter-spacing="1"')),
  mastercard: payment(
    `<circle cx="58" cy="40" r="22" fill="#e5322d"/><circle cx="88" cy="40" r="22" fill="#f6a21a" opacity="0.9"/><text x="73" y="80" ${FONT} font-size="13" fill="#2b2a33" text-anchor="middle">mastercard</text>`,
  ),
  klarna: payment(word('Klarna.', 73, '#17120f', 28), '#ffb3c7'),
  amex: payment(word('AMEX', 73, '#ffffff', 32, 'letter-spacing="2"'), '#2e77bc'),
};

/** Store badges in the footer's 94/26 ratio. */
function store(top: string, bottom: string, glyph: string): string {
  return svg(
    188,
    52,
    `<rect width="188" height="52" rx="10" fill="#111214"/>${glyph}<text x="58" y="21" ${FONT} font-size="10" fill="#ffffff">${top}</text><text x="58" y="40" ${FONT} font-size="19" font-weight="600" fill="#ffffff">${bottom}</text>`,
  );
}

/** Awards in the footer's 40/25 ratio: a rosette and a label. */
function award(label: string, color: string): string {
  return svg(
    200,
    125,
    `<rect x="1" y="1" width="198" height="123" rx="14" fill="#ffffff" stroke="#e4e0da" stroke-width="2"/><circle cx="52" cy="62" r="34" fill="${color}"/><circle cx="52" cy="62" r="25" fill="none" stroke="#ffffff" stroke-width="2"/><path d="M42 62 L49 70 L63 54" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><text x="100" y="58" ${FONT} font-size="17" font-weight="700" fill="#2b2a33">${label}</text><text x="100" y="82" ${FONT} font-size="15" fill="#6b6a70">2026</text>`,
  );
}

function social(color: string, glyph: string): string {
  return svg(64, 64, `<circle cx="32" cy="32" r="32" fill="${color}"/>${glyph}`);
}

/** A frame corner sample for the colour choice of the frame flyout. */
function swatch(frame: string, inner = '#fbfaf7'): string {
  return svg(
    96,
    96,
    `<rect width="96" height="96" rx="8" fill="${frame}"/><rect x="22" y="22" width="74" height="74" fill="${inner}"/><path d="M0 0 L22 22" stroke="#000" stroke-opacity="0.15"/>`,
  );
}

export const BADGES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(PAYMENT_BADGES).map(([id, body]) => [`pay-${id}`, body])),
  'badge-app-store': store(
    'Download on the',
    'App Store',
    `<path d="M33 14 C30 14 28 17 29 19 C31 19 33 17 33 14Z M36 24 C33 22 29 22 27 24 C25 21 20 21 18 26 C16 32 20 40 23 40 C25 40 26 38 28 39 C30 40 31 40 33 38 C35 36 36 33 36 33 C32 31 32 26 36 24Z" fill="#ffffff"/>`,
  ),
  'badge-google-play': store(
    'GET IT ON',
    'Google Play',
    `<path d="M20 12 L40 26 L20 40Z" fill="#34a853"/><path d="M20 12 L33 21 L20 26Z" fill="#4285f4"/><path d="M20 40 L33 31 L20 26Z" fill="#ea4335"/><path d="M33 21 L40 26 L33 31 L29 26Z" fill="#fbbc04"/>`,
  ),
  'award-quality': award('Top Shop', '#d9546b'),
  'award-service': award('Service', '#1f6f78'),
  'social-instagram': social(
    '#c13584',
    `<rect x="18" y="18" width="28" height="28" rx="8" fill="none" stroke="#fff" stroke-width="3"/><circle cx="32" cy="32" r="7" fill="none" stroke="#fff" stroke-width="3"/><circle cx="40" cy="24" r="2" fill="#fff"/>`,
  ),
  'social-facebook': social(
    '#1877f2',
    `<path d="M35 50 L35 34 L41 34 L42 27 L35 27 L35 23 C35 21 36 20 38 20 L42 20 L42 14 C40 14 38 14 36 14 C31 14 28 17 28 22 L28 27 L22 27 L22 34 L28 34 L28 50Z" fill="#fff"/>`,
  ),
  'social-pinterest': social(
    '#e60023',
    `<text x="32" y="45" ${FONT} font-size="36" font-weight="700" fill="#fff" text-anchor="middle">P</text>`,
  ),
  'swatch-black': swatch('#1c1c1e'),
  'swatch-oak': swatch('#b88a5a'),
  'swatch-silver': swatch('#b8bdc2'),
};
