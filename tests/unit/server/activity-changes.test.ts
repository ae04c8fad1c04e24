import { describe, expect, it } from 'vitest';
import { changedFields } from '../../../server/crud/activity-changes';

describe('changedFields', () => {
  it('keeps only the fields whose value changed, as [old, new]', () => {
    expect(changedFields({ name: 'A', n: 1 }, { name: 'B', n: 1 }, ['name', 'n'])).toEqual({ name: ['A', 'B'] });
  });
  it('treats a creation and a deletion as changes from and to null', () => {
    expect(changedFields(null, { name: 'A', list: [] }, ['name', 'list'])).toEqual({ name: [null, 'A'], list: [null, []] });
    expect(changedFields({ name: 'A' }, null, ['name'])).toEqual({ name: ['A', null] });
  });
  it('compares lists without regard to order, and undefined as null', () => {
    expect(changedFields({ r: [2, 1] }, { r: [1, 2] }, ['r'])).toEqual({});
    expect(changedFields({ r: [1] }, { r: [1, 3] }, ['r'])).toEqual({ r: [[1], [1, 3]] });
    expect(changedFields({ x: undefined }, { x: null }, ['x'])).toEqual({});
  });
});
