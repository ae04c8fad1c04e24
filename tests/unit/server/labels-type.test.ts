// Issue 27 §1: a field, a choice value or a tab without its label fails the type check. The
// expected-error directives below make `tsc` fail if ResourceLabels ever stops catching them.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { resources } from '../../../resources';
import type { AreaWords, LabelledAreas, NoneLeft, ResourceLabels, UnlabelledOf } from '../../../resources/labels';
import type * as webhooksMetadata from '../../../resources/webhooks';
import type { buildings } from '../../../resources/buildings';
import type { documents } from '../../../resources/documents';

describe('labels derived from the metadata', () => {
  it('asks a label for every field, choice value and tab', () => {
    // @ts-expect-error: buildings' fields and tabs are missing
    const noFields: ResourceLabels<typeof buildings> = { name: 'Bâtiment', fields: { id: 'ID' } };
    const fields = { id: 'ID', unique_id: 'U', name: 'N', factory: 'S', is_ghost: 'G', created_at: 'C' };
    // @ts-expect-error: the tab `all` has no label
    const noTab: ResourceLabels<typeof buildings> = { name: 'Bâtiment', fields, tabs: { real: 'Réels' } };
    const complete: ResourceLabels<typeof buildings> = { name: 'Bâtiment', fields, tabs: { real: 'Réels', all: 'Tous' } };
    type DocumentChoices = ResourceLabels<typeof documents>['choices'];
    // @ts-expect-error: the status `lost` has no label
    const noChoice: DocumentChoices = { status: { online: 'En ligne', archived: 'Archivé', awaiting_reception: 'En attente' } };
    expect([noFields, noTab, complete, noChoice]).toHaveLength(4);
  });

  it("asks an area's words (resources/<area>.fr.ts) for every resource its metadata module defines", () => {
    const hook = {
      name: 'Webhook', fields: { id: 'ID', url: 'U', events: 'E', active: 'A', company: 'C', creator: 'C', failures_in_row: 'F', disabled_at: 'D', created_at: 'C' },
      choices: { events: { 'task.created': '', 'task.closed': '', 'control.finished': '', 'control.late': '', 'element.non_compliant': '', 'express_report.validated': '', 'import.done': '' } },
    };
    // @ts-expect-error: webhook-deliveries, defined by the same module, has no labels
    const oneMissing: AreaWords<typeof webhooksMetadata> = { resources: { webhooks: hook } };
    // @ts-expect-error: the field `url` has no label
    const noField: AreaWords<typeof webhooksMetadata>['resources']['webhooks'] = { ...hook, fields: { ...hook.fields, url: undefined } };
    expect([oneMissing, noField]).toHaveLength(2);
  });

  it('asks every registered resource for its labels in some words file, found without a list', () => {
    // each resources/<area>.fr.ts adds itself to LabelledAreas: together they label every resource
    expectTypeOf<UnlabelledOf<keyof typeof resources, LabelledAreas>>().toBeNever();
    // A name no area takes (an area named widgets was added by the issue 27 experiments).
    expectTypeOf<UnlabelledOf<'tags' | 'no_such_area', LabelledAreas>>().toEqualTypeOf<'no_such_area'>();
    // @ts-expect-error: a registered `no_such_area` that no words file labels
    const unlabelled: NoneLeft<UnlabelledOf<keyof typeof resources | 'no_such_area', LabelledAreas>> = undefined as never;
    expect(unlabelled).toBeUndefined();
  });
});
