// The main dashboard's four sections (to prepare, to validate, to wait, warning points), each
// gathering the numbers of the seven cycles; each number opens its list with the same filter
// (the API's count is that list's count), a branch's dashboard opening it on that branch too.
// Loading, error and empty states per section.
import { Alert, Box, Card, CardContent, CircularProgress, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { DASHBOARD_CYCLES, DASHBOARD_SECTIONS } from '../../../resources/dashboard-constants';
import { useAccess } from '../../providers/useSession';
import { useBranchParam } from '../branches/BranchPicker';
import { cycleQuery, itemUrl, type DashboardItem } from './dashboardApi';

type Section = (typeof DASHBOARD_SECTIONS)[number];

const useCycles = (branch: number | undefined) => {
  // The express reports' cycle is a pro feature: the API refuses it below pro, so it is not asked.
  const express = useAccess('express-reports', 'list');
  const cycles = DASHBOARD_CYCLES.filter((c) => c !== 'express_repport' || express);
  const answers = useQueries({ queries: cycles.map((c) => cycleQuery(c, branch)) });
  const loading = answers.some((a) => a.isPending);
  const failed = answers.some((a) => a.isError);
  const items = (section: Section): DashboardItem[] => answers.flatMap((a) => a.data?.sections[section] ?? []);
  return { loading, failed, items };
};

const ItemLine = ({ item, branch }: { item: DashboardItem; branch: number | undefined }) => {
  const translate = useTranslate();
  const label = translate(`app.dashboard.items.${item.key}`);
  return (
    <ListItem disableGutters sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2">{label}</Typography>
      <MuiLink component={Link} to={itemUrl(item, branch)} data-testid={`dashboard-item-${item.key}`} variant="h6"
        aria-label={translate('app.dashboard.open_list', { label, count: item.count })}>
        {item.count}
      </MuiLink>
    </ListItem>
  );
};

export const Sections = () => {
  const translate = useTranslate();
  const branch = useBranchParam();
  const { loading, failed, items } = useCycles(branch);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' } }}>
      {DASHBOARD_SECTIONS.map((section) => {
        const list = items(section);
        return (
          <Card component="section" key={section} aria-labelledby={`dashboard-${section}`} data-testid={`dashboard-section-${section}`}>
            <CardContent>
              <Typography id={`dashboard-${section}`} variant="h6" component="h2">{translate(`app.dashboard.sections.${section}`)}</Typography>
              {failed && <Alert severity="error" sx={{ mt: 1 }}>{translate('app.dashboard.error')}</Alert>}
              {loading && list.length === 0 && (
                <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
                  <CircularProgress size={16} />{translate('app.dashboard.loading')}
                </Box>
              )}
              {!loading && !failed && list.length === 0 && <Typography color="text.secondary" sx={{ mt: 1 }}>{translate('app.dashboard.section_empty')}</Typography>}
              {list.length > 0 && <List dense>{list.map((item) => <ItemLine key={item.key} item={item} branch={branch} />)}</List>}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
};
