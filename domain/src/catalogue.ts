/** Class-part systems (core spec section 5). */
export const CLASS_PART_SYSTEMS = [
  'bath',
  'cabinetry',
  'comfort',
  'deck',
  'electrical',
  'exterior',
  'fenestration',
  'interior',
  'sitework',
  'structure',
] as const;
export type ClassPartSystem = (typeof CLASS_PART_SYSTEMS)[number];

/** Build types of the build specification, in menu order (core spec section 2). */
export const BUILD_TYPES = ['blocks', 'systems', 'assemblies', 'items', 'combinations', 'processes', 'installKits'] as const;
export type BuildType = (typeof BUILD_TYPES)[number];

/**
 * The fixed list of eleven class-part owners (core spec section 5 gives only its size; these
 * first names stand in until the company's list is configured).
 */
export const CLASS_PART_OWNERS = [
  'Avery',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Elena',
  'Farid',
  'Greta',
  'Hiro',
  'Ingrid',
  'Jonas',
  'Keanu',
] as const;
