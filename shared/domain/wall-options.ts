// The print and frame options of wall art: each option group sets one designer parameter, is free at its
// default, and each of its other options is an article of the price service whose price adds to the choice.
// Which groups a material (and its frame) offers is the service's answer; this table only names parameters.

export interface WallOptionGroup {
  /** The designer parameter the group sets. */
  param: string;
  /** The parameter's value without an option (nothing charged). */
  none: string;
  /** Option article -> parameter value. */
  values: Readonly<Record<string, string>>;
}

export const WALL_OPTION_GROUPS = {
  drilling: { param: 'drilling', none: 'none', values: { 'drilling-corners': 'corners' } },
  lamination: {
    param: 'lamination',
    none: 'none',
    values: { 'lamination-glossy': 'glossy', 'lamination-matt': 'matt' },
  },
  'stretcher-frame': { param: 'stretcherFrame', none: '2.5', values: { 'stretcher-3.8': '3.8' } },
  'canvas-edge': {
    param: 'canvasEdge',
    none: 'coloured',
    values: { 'edge-mirrored': 'mirrored', 'edge-folded': 'folded' },
  },
  glass: {
    param: 'glassType',
    none: 'normal',
    values: { 'museum-glass': 'museumsglas', 'museum-acrylic': 'museumsacryl' },
  },
  mat: { param: 'matType', none: 'mat-none', values: { 'mat-weiss': 'mat-weiss' } },
} as const satisfies Record<string, WallOptionGroup>;

export type WallOptionGroupName = keyof typeof WALL_OPTION_GROUPS;

export const isWallOptionGroup = (name: string): name is WallOptionGroupName =>
  Object.hasOwn(WALL_OPTION_GROUPS, name);

/** The values a designer parameter of an option group may take: its default and each option's. */
export function optionValues(group: WallOptionGroupName): string[] {
  const { none, values } = WALL_OPTION_GROUPS[group] as WallOptionGroup;
  return [none, ...Object.values(values)];
}

/** The groups a frame adds to its material's: glass and a mat behind a picture frame, none for a floater. */
export function frameOptionGroups(frameType: string | undefined): WallOptionGroupName[] {
  if (!frameType || frameType.startsWith('schattenfuge')) return [];
  return ['glass', 'mat'];
}

/** The option articles a hand-off's parameters name (`lamination=matt` -> `lamination-matt`): what is charged. */
export function chosenOptionArticles(params: Readonly<Record<string, unknown>>): string[] {
  return Object.values(WALL_OPTION_GROUPS as Record<string, WallOptionGroup>).flatMap(({ param, values }) => {
    const value = params[param];
    const article = Object.keys(values).find((id) => values[id] === String(value));
    return article ? [article] : [];
  });
}

/**
 * The wall-art choices the designer produces at no extra charge: each parameter with the values it takes (its
 * default first). They are handed over and listed on the basket line like the charged options.
 */
export const FREE_WALL_OPTIONS = {
  printProcess: ['direct', 'fineart-glossy', 'fineart-matt', 'hahnemuehle'],
  materialFinish: ['standard', 'brushed', 'matt-cotton-smooth', 'silk-matt', 'eco-paper'],
  backlitFrame: ['none', 'led'],
  milling: ['none', 'lines', 'dots'],
  adhesiveFilmFinish: ['normal', 'transparent', 'transparent-mirrored', 'white'],
  pvcEyelet: ['none', 'simple'],
} as const satisfies Record<string, readonly string[]>;

export type FreeWallOption = keyof typeof FREE_WALL_OPTIONS;

/**
 * Every wall-art option a hand-off names, charged or not, with its value (`{ materialFinish: 'brushed' }`): what
 * the basket line lists. A parameter at its default is left out, as nothing was chosen.
 */
export function chosenWallOptions(params: Readonly<Record<string, unknown>>): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const { param, none } of Object.values(WALL_OPTION_GROUPS as Record<string, WallOptionGroup>)) {
    const value = params[param];
    if (value !== undefined && value !== null && String(value) !== none && String(value) !== '') {
      chosen[param] = String(value);
    }
  }
  for (const [param, values] of Object.entries(FREE_WALL_OPTIONS)) {
    const value = params[param];
    if (typeof value === 'string' && value !== values[0] && (values as readonly string[]).includes(value)) {
      chosen[param] = value;
    }
  }
  return chosen;
}
