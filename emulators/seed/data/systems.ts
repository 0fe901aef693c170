import { CLASS_PART_SYSTEMS, type ClassPartSystem } from '@workhub/domain';

export { CLASS_PART_OWNERS } from '@workhub/domain';
export const BUILDING_SYSTEMS = CLASS_PART_SYSTEMS;
export type BuildingSystem = ClassPartSystem;

/** Subsystems per system, shared by build specs and building-system owners. */
export const SUBSYSTEMS: Record<BuildingSystem, readonly string[]> = {
  bath: ['shower', 'vanity', 'toilet', 'tile', 'accessories'],
  cabinetry: ['base-cabinets', 'wall-cabinets', 'countertops', 'pantry'],
  comfort: ['heat-pump', 'ventilation', 'ducting', 'water-heater'],
  deck: ['framing', 'decking', 'railing', 'stairs'],
  electrical: ['service', 'branch-circuits', 'lighting', 'low-voltage', 'solar'],
  exterior: ['siding', 'trim', 'roofing', 'gutters', 'soffit'],
  fenestration: ['windows', 'exterior-doors', 'skylights'],
  interior: ['drywall', 'flooring', 'interior-doors', 'paint', 'trim'],
  sitework: ['foundation', 'grading', 'trenching', 'driveway', 'drainage'],
  structure: ['floor-cassette', 'wall-panel', 'roof-cassette', 'steel-chassis', 'connections'],
};
