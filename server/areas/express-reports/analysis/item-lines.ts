// Round 16b: two readings of a single line inside a list: an element's heading of labelled cells
// (it ends a remarks section), and a row's state printed alone under the verdict column.
import type { Line } from './header';
import { ID_LABEL, OWN_REFERENCE } from './item-patterns';
import type { ReadVerdict } from './items';
import { fold } from './normalise';
import { bestId, STRONG } from './rows';
import { cells, type Columns } from './table-header';
import { cellVerdict, type Legend } from './vocabulary';

/** A line of two "label : value" cells or more, one of them an identifier's label with a sure identifier. */
export function labelledHeading(raw: string): boolean {
  const pairs = cells(raw).map((c) => /^([^:]{2,40}?)\s*:\s*(.+)$/.exec(c.text)).filter((m) => m !== null);
  return pairs.length >= 2 && pairs.some((m) => ID_LABEL.test(fold(m[1])) && !OWN_REFERENCE.test(fold(m[1])) && !!bestId(m[2].split(/\s+/), 0, 4, STRONG));
}

/** The one cell of a line when it stands under the table's verdict column, read; undefined otherwise. */
export function stateBelow(line: Line, columns: Columns | null, legend: Legend): ReadVerdict | undefined {
  const cs = cells(line.raw);
  if (!columns?.verdict || cs.length !== 1) return undefined;
  const at = (line.indent ?? 0) + cs[0].at;
  if (columns.starts.filter((x) => x <= at + 3).reduce((a, b) => Math.max(a, b), -Infinity) !== columns.verdict.at) return undefined;
  return cellVerdict(cs[0].text, columns.verdict, legend);
}
