import {
  DESIGN_PAGE_SIZE,
  designSchema,
  setTagUpdate,
  tagFilterQuery,
  unsetTagUpdate,
  type Design,
  type TagFilters,
  type TagValue,
} from '@workhub/domain';
import { dbService } from './db-service';

/**
 * Designs through the database service (supporting spec §7): a page of designs for tag filters
 * with the count, and setting or unsetting `tag.{key}` on one design (PUT designs, query {id}).
 */
export const designsService = {
  async page(filters: TagFilters, skip: number, limit: number = DESIGN_PAGE_SIZE): Promise<{ designs: Design[]; count: number }> {
    const { items, count } = await dbService.find<unknown>('designs', { query: tagFilterQuery(filters), skip, limit });
    if (count === undefined) throw new Error('The database service answered designs without a count');
    return { designs: items.map((item) => designSchema.parse(item)), count };
  },
  setTag: (id: string, key: string, value: TagValue) => dbService.update('designs', { id }, setTagUpdate(key, value)),
  unsetTag: (id: string, key: string) => dbService.update('designs', { id }, unsetTagUpdate(key)),
};
