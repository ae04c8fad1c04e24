// Round 24b: a fillable PDF form sent without being flattened. Its typed values (the date, the
// equipment's marks, the results, the remarks) live in its form fields, drawn by a viewer but
// absent from the page's text: they are read from the fields and set in the text where the viewer
// draws them. A check box is "☒" when ticked, "☐" when not; a radio button likewise.
import type { Item } from './pen-marks';

interface Widget {
  subtype?: string; fieldType?: string; fieldValue?: unknown; rect?: number[];
  checkBox?: boolean; radioButton?: boolean; buttonValue?: unknown; exportValue?: unknown; hidden?: boolean;
  defaultAppearanceData?: { fontSize?: number };
}

/** The page's filled fields as text items (PDF user space, as the text layer's). */
export async function fieldItems(page: { getAnnotations: (o?: { intent?: string }) => Promise<unknown[]> }): Promise<Item[]> {
  const out: Item[] = [];
  for (const a of (await page.getAnnotations({ intent: 'display' })) as Widget[]) {
    if (a.subtype !== 'Widget' || a.hidden || !a.rect || a.rect.length !== 4) continue;
    const [x0, y0, x1, y1] = a.rect;
    // Its font's size (0 is "auto": fitted to the field).
    const h = a.defaultAppearanceData?.fontSize || Math.min(Math.max(6, (y1 - y0) * 0.6), 12);
    let str = '';
    if (a.fieldType === 'Tx' && typeof a.fieldValue === 'string') str = a.fieldValue.replace(/\s*\n\s*/g, ' ').trim();
    else if (a.fieldType === 'Btn' && a.checkBox) str = a.fieldValue && a.fieldValue !== 'Off' ? '☒' : '☐';
    else if (a.fieldType === 'Btn' && a.radioButton) str = a.fieldValue != null && a.fieldValue === a.buttonValue ? '☒' : '☐';
    else if (a.fieldType === 'Ch') str = (Array.isArray(a.fieldValue) ? a.fieldValue.join(', ') : typeof a.fieldValue === 'string' ? a.fieldValue : '').trim();
    if (!str) continue;
    // Centred in the field's height, on its baseline, as a viewer draws it.
    out.push({ str, x: x0 + 2, y: y0 + Math.max(0, (y1 - y0 - h) / 2) + 0.2 * h, w: Math.min(x1 - x0 - 2, str.length * h * 0.5), h });
  }
  return out;
}
