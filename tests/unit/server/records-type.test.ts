// Issue 27 §2: console records typed from the metadata. The expected-error directives below make
// `tsc` fail if RecordOf stops telling a status, a reference or a list from a string.
import { describe, expect, it } from 'vitest';
import type { RecordOf } from '../../../resources/records';

describe('records typed from the metadata', () => {
  it('types each field by its metadata', () => {
    const doc: Pick<RecordOf<'documents'>, 'id' | 'name' | 'status' | 'factories'> = { id: 1, name: 'a.pdf', status: 'online', factories: [1] };
    // @ts-expect-error: not a document status
    const badStatus: RecordOf<'documents'>['status'] = 'deleted';
    // @ts-expect-error: a reference list holds ids
    const badList: RecordOf<'documents'>['factories'] = ['Lyon'];
    // @ts-expect-error: an optional reference may be null, never a label
    const badRef: RecordOf<'controls'>['intervention'] = 'Intervention 3';
    const planned: RecordOf<'controls'>['status'] = 'to_do_planned';
    expect([doc.status, badStatus, badList, badRef, planned]).toHaveLength(5);
  });
});
