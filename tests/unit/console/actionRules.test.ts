// The console's mirror of the API's import and label rules (server/areas/imports/upload.ts,
// server/areas/labels/routes.ts): what is drawn for each combination of rights.
import { describe, expect, it } from 'vitest';
import { canPrintLabels, importActions, importObjects } from '../../../src/providers/actionRules';
import type { Company } from '../../../src/providers/types';
import { user } from './helpers';

const ctx = (rights: Record<string, string[]>) => ({ user: user({ rights }), companies: [{ id: 1, name: 'C', tier: 'pro' } as Company], selection: 1 as const });

describe('imports', () => {
  it('needs the import create right, then the right of the imported objects per action', () => {
    expect(importObjects(ctx({ import: ['view'], baseregulationmodel: ['view', 'create', 'edit'] }))).toEqual([]);
    const elementsCreator = ctx({ import: ['view', 'create'], baseregulationmodel: ['view', 'create'] });
    expect(importObjects(elementsCreator)).toEqual(['elements']);
    expect(importActions(elementsCreator, 'elements')).toEqual(['create']);
    const editor = ctx({ import: ['view', 'create'], baseregulationmodel: ['view', 'edit'], control: ['view', 'create', 'edit'], elementtask: ['view'] });
    expect(importActions(editor, 'elements')).toEqual(['update', 'link']);
    expect(importActions(editor, 'controls')).toEqual(['create', 'update']);
    expect(importActions(editor, 'tasks')).toEqual([]);
    expect(importObjects(editor)).toEqual(['elements', 'controls']);
  });
});

describe('label sheets', () => {
  it('editors print any selection, viewers only elements that have a code, others nothing', () => {
    const viewer = ctx({ baseregulationmodel: ['view'] });
    expect(canPrintLabels(viewer, false)).toBe(false);
    expect(canPrintLabels(viewer, true)).toBe(true);
    expect(canPrintLabels(ctx({ baseregulationmodel: ['view', 'edit'] }), false)).toBe(true);
    expect(canPrintLabels(ctx({}), true)).toBe(false);
  });
});
