// The branches tree's pure rules: nesting sorted by name, move targets outside the subtree, the
// sites of a branch and its descendants.
import { describe, expect, it } from 'vitest';
import { branchSiteIds, buildTree, flatten, moveTargets, subtreeIds, type BranchRow } from '../../../src/features/branches/branchTree';

const row = (id: number, name: string, parent: number | null, factories: number[] = [], company = 1): BranchRow => ({ id, name, parent, factories, company });
const rows = [row(1, 'France', null), row(2, 'Sud', 1, [20]), row(3, 'Nord', 1, [10]), row(4, 'Lille', 3, [11]), row(5, 'Autre', null, [], 2)];

describe('branch tree', () => {
  it('nests by parent, children sorted by name, depths counted', () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => n.name)).toEqual(['Autre', 'France']);
    expect(tree[1].children.map((n) => n.name)).toEqual(['Nord', 'Sud']);
    expect(flatten(tree).map((n) => `${n.depth}:${n.name}`)).toEqual(['0:Autre', '0:France', '1:Nord', '2:Lille', '1:Sud']);
  });

  it('shows a branch whose parent is out of sight as a root', () => {
    expect(buildTree([row(4, 'Lille', 3)]).map((n) => n.name)).toEqual(['Lille']);
  });

  it('never offers a branch its own subtree, nor another company, as parent', () => {
    expect([...subtreeIds(rows, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect(moveTargets(rows, 3).map((r) => r.name)).toEqual(['France', 'Sud']);
    expect(moveTargets(rows, 1)).toEqual([]);
  });

  it('gives the sites of a branch and its descendants', () => {
    expect(branchSiteIds(rows, 1).sort()).toEqual([10, 11, 20]);
    expect(branchSiteIds(rows, 3).sort()).toEqual([10, 11]);
  });
});
