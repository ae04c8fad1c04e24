// /rxpress: the engine list (status tabs, filters site, regulation, author, dates) with the
// upload of several PDFs above it; a row opens the report's review page.
import { Box } from '@mui/material';
import { expressReports } from '../../../resources/expressReports';
import { EngineList } from '../../engine/EngineList';
import { UploadButton } from './UploadDialog';

export const ExpressReportList = () => (
  <EngineList
    def={expressReports}
    header={<Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}><UploadButton /></Box>}
    empty={false}
    dataTableProps={{ rowClick: 'show' }}
  />
);
