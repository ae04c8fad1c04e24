// The selection of a list is either the checked ids, or "all N rows matching the filter"
// (react-admin's own select-all fetches ids and stops at 250). Any change of the checked ids
// drops back to ids; a change of filters clears everything (selections otherwise leak).
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { stableStringify } from '../../providers/cursors';

interface Scope {
  all: boolean;
  setAll: (all: boolean) => void;
}

const SelectionScopeContext = createContext<Scope>({ all: false, setAll: () => undefined });
export const useSelectionScope = () => useContext(SelectionScopeContext);

export const SelectionScopeProvider = ({ children }: { children: ReactNode }) => {
  const { selectedIds, filterValues, onUnselectItems } = useListContext();
  const [all, setAll] = useState(false);
  const idsKey = selectedIds.join(',');
  const filterKey = stableStringify(filterValues);
  const firstFilter = useRef(filterKey);

  useEffect(() => setAll(false), [idsKey]);

  // A new view starts with nothing selected; later filter changes clear the selection too.
  useEffect(() => {
    if (firstFilter.current !== filterKey || selectedIds.length) onUnselectItems();
    firstFilter.current = filterKey;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey]);

  const value = useMemo(() => ({ all, setAll }), [all]);
  return <SelectionScopeContext.Provider value={value}>{children}</SelectionScopeContext.Provider>;
};
