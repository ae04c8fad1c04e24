// Pure rules of the branches tree (unit-tested): rows → nested nodes sorted by name, the branches
// a branch may move under (never itself nor one below it: the API refuses cycles too), and the
// sites of a branch and its descendants (the user wizard's "select a branch's sites").

export interface BranchRow {
  id: number;
  name: string;
  company: number;
  parent: number | null;
  factories: number[];
}

export interface BranchNode extends BranchRow {
  children: BranchNode[];
  depth: number;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' });

/** Roots first; a branch whose parent is not listed (out of sight) is shown as a root. */
export function buildTree(rows: BranchRow[]): BranchNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, BranchRow[]>();
  for (const r of rows) {
    const parent = r.parent !== null && ids.has(r.parent) ? r.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const seen = new Set<number>();
  const grow = (parent: number | null, depth: number): BranchNode[] =>
    (children.get(parent) ?? []).sort(byName).filter((r) => !seen.has(r.id)).map((r) => {
      seen.add(r.id);
      return { ...r, depth, children: grow(r.id, depth + 1) };
    });
  return grow(null, 0);
}

/** The branch and every branch below it. */
export function subtreeIds(rows: BranchRow[], id: number): Set<number> {
  const out = new Set<number>([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) if (r.parent !== null && out.has(r.parent) && !out.has(r.id)) { out.add(r.id); grew = true; }
  }
  return out;
}

/** Where a branch may go: any branch of its company outside its own subtree. */
export const moveTargets = (rows: BranchRow[], id: number): BranchRow[] => {
  const self = rows.find((r) => r.id === id);
  const below = subtreeIds(rows, id);
  return rows.filter((r) => !below.has(r.id) && r.company === self?.company).sort(byName);
};

/** The sites of a branch and of its descendants. */
export const branchSiteIds = (rows: BranchRow[], id: number): number[] => {
  const below = subtreeIds(rows, id);
  return [...new Set(rows.filter((r) => below.has(r.id)).flatMap((r) => r.factories))];
};

/** Flattened in display order (depth-first), for a select listing the tree. */
export const flatten = (nodes: BranchNode[]): BranchNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
