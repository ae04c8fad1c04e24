// Tabs from /options/ (e.g. buildings: real / all): each tab is the `tab` filter, which the API
// turns into its `param=default`.
import { Tab, Tabs } from '@mui/material';
import { useListContext } from 'react-admin';
import type { ResourceOptions } from '../providers/dataProvider';

export const ListTabs = ({ tabs }: { tabs: ResourceOptions['tabs'] }) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = tabs.some((t) => t.name === filterValues.tab) ? filterValues.tab : tabs[0]?.name;
  return (
    <Tabs
      value={current}
      onChange={(_, tab: string) => setFilters({ ...filterValues, tab }, displayedFilters)}
      variant="scrollable"
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.name} value={tab.name} label={tab.label} />
      ))}
    </Tabs>
  );
};
