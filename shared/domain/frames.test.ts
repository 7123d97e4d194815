// Frame products: twelve materials, seven families with a black default, the default frame per material, finish
// names, the option groups by material.
import { describe, expect, test } from 'vitest';
import {
  CATALOGUE_NAMES,
  defaultFrameFamily,
  defaultFrameType,
  FRAME_FAMILIES,
  FRAME_FINISHES,
  FRAME_MATERIALS,
  frameFinish,
  MAT_OPTIONS,
  MAT_SIZES,
  MAT_TYPES,
  NO_FRAME,
  OPTION_GROUPS,
  optionGroupsOf,
  PRINT_FORMATS,
  STRETCHER_DEPTHS,
} from './frames';

test('twelve materials; the catalogue names them and its own variants', () => {
  expect(FRAME_MATERIALS).toHaveLength(12);
  for (const material of FRAME_MATERIALS) expect(CATALOGUE_NAMES).toContain(material);
  expect(CATALOGUE_NAMES).toEqual(expect.arrayContaining(['aludibond-brushed', 'fraesbild', 'wallpaper']));
});

test('seven families, each starting with a black frame that is one of its finishes', () => {
  expect(Object.keys(FRAME_FAMILIES)).toHaveLength(7);
  for (const [family, frame] of Object.entries(FRAME_FAMILIES)) {
    expect(frame).toContain('schwarz');
    expect(frameFinish(frame)?.family).toBe(family);
  }
});

describe('default frame per material', () => {
  test.each<[material: string, family: string | null]>([
    ['acrylglas', 'schattenfuge-platte'],
    ['aludibond', 'schattenfuge-platte'],
    ['echtglas', 'schattenfuge-platte'],
    ['forexplatte', 'schattenfuge-platte'],
    ['gallerybond', 'schattenfuge-platte'],
    ['leinwand', 'schattenfuge-leinwand'],
    ['poster', 'holzrahmen'],
    ['hahnemuehle', 'holzrahmen'],
    ['fototapete', null],
    ['klebefolie', null],
    ['unknown', null],
  ])('%s -> %s', (material, family) => {
    expect(defaultFrameFamily(material)).toBe(family);
    expect(defaultFrameType(material)).toBe(
      family ? FRAME_FAMILIES[family as keyof typeof FRAME_FAMILIES] : null,
    );
  });
});

describe('finishes', () => {
  test('every finish has a long and a short name, and ids are unique', () => {
    for (const entry of FRAME_FINISHES) {
      expect(entry.name.length).toBeGreaterThan(entry.short.length);
      expect(entry.name).toContain(entry.short);
    }
    expect(new Set(FRAME_FINISHES.map((entry) => entry.id)).size).toBe(FRAME_FINISHES.length);
  });

  test.each<[id: string, name: string | null]>([
    ['alurahmen-rund-kupfer', 'Alurahmen rund Kupfer'],
    ['alurahmen-silber-matt', 'Alurahmen eckig Silber matt'],
    ['alurahmen-silber', 'Alurahmen eckig Silber'],
    ['holzrahmen-eiche-natur', 'Holzrahmen Eiche natur'],
    ['kunststoffrahmen-weiss', 'Kunststoffrahmen Weiß'],
    ['fotorahmen-barock', 'Fotorahmen Barock'],
    ['schattenfuge-leinwand-weiss-struktur', 'Schattenfugenrahmen Weiß strukturiert'],
    [NO_FRAME, null],
    ['holzrahmen-plastik', null],
  ])('%j is %j', (id, name) => {
    expect(frameFinish(id)?.name ?? null).toBe(name);
  });
});

test('mats, print formats and stretcher depths', () => {
  expect(MAT_TYPES).toEqual(['mat-none', 'mat-weiss']);
  expect(MAT_SIZES).toEqual([0, 30]);
  expect(MAT_OPTIONS).toEqual(['none', 'cream', 'black', 'white']);
  expect(PRINT_FORMATS).toHaveLength(17);
  expect(STRETCHER_DEPTHS.map((depth) => [depth.cm, depth.in])).toEqual([
    ['2.5', '1'],
    ['3.8', '1.5'],
  ]);
});

describe('option groups', () => {
  test('ten groups, each for known materials', () => {
    expect(OPTION_GROUPS).toHaveLength(10);
    for (const group of OPTION_GROUPS) {
      for (const material of group.materials) expect(FRAME_MATERIALS).toContain(material);
    }
  });

  test.each<[material: string, groups: string[]]>([
    ['acrylglas', ['drilling', 'printProcess']],
    ['forexplatte', ['drilling', 'milling']],
    ['leinwand', ['stretcherFrame', 'canvasEdge']],
    ['poster', ['materialFinish', 'posterLamination']],
    ['pvcplane', ['pvcEyelet']],
    ['klebefolie', ['adhesiveFilmFinish']],
    ['backlitfolie', ['backlitFrame']],
    ['echtglas', []],
  ])('%s offers %j', (material, groups) => {
    expect(optionGroupsOf(material).map((group) => group.id)).toEqual(groups);
  });
});
