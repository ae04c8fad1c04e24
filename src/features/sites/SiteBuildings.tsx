// The buildings of the site being edited: add, rename, delete (with the typed confirmation). The ghost
// building (the whole site) is never listed, so never edited. Buildings are a pro promise (spec §1;
// the API refuses one on the start plan, server/areas/sites/buildings.ts): on a start site the add
// button opens the upgrade offer.
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Divider, IconButton, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import {
  Button,
  DataTable,
  ReferenceManyField,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { TypedDeleteButton } from '../../engine/TypedDeleteButton';
import { tierAllows } from '../../providers/accessControl';
import { useAccess, useCompanies } from '../../providers/useSession';
import { useUpgradeDialog } from '../offers/UpgradeDialog';
import { BuildingNameDialog } from './BuildingNameDialog';
import { useBuildingWrites } from './useBuildingWrites';
import type { RecordOf } from '../../../resources/records';

const RowActions = ({ onRename, canEdit }: { onRename: (b: RaRecord) => void; canEdit: boolean }) => {
  const building = useRecordContext<RecordOf<'factories'>>();
  const translate = useTranslate();
  if (!building) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
      {canEdit && (
        <Tooltip title={translate('app.sites.rename')}>
          <IconButton size="small" aria-label={translate('app.sites.rename')} onClick={() => onRename(building)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <TypedDeleteButton resource="buildings" redirect={false} name={String(building.name)} />
    </Box>
  );
};

export const SiteBuildings = () => {
  const site = useRecordContext<RecordOf<'factories'>>();
  const siteResource = useResourceContext() ?? 'sites';
  const translate = useTranslate();
  const headingId = useId();
  const canCreate = useAccess('buildings', 'create');
  const canEdit = useAccess('buildings', 'edit');
  const plan = useCompanies().find((c) => c.id === site?.company)?.tier ?? null;
  const upgrade = useUpgradeDialog(plan);
  const writes = useBuildingWrites(siteResource, upgrade.catchTier);
  const [dialog, setDialog] = useState<{ building?: RaRecord } | null>(null);
  if (!site) return null;
  const noBuildings = <Typography color="text.secondary">{translate('app.sites.no_buildings')}</Typography>;

  const submit = async (name: string) => {
    const errors = dialog?.building ? await writes.rename(dialog.building, name) : await writes.add(site.id, name);
    if (!errors) setDialog(null);
    return errors;
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {translate('app.sites.buildings')}
        </Typography>
        {canCreate && (
          <Button label="app.sites.add_building" onClick={() => (tierAllows('pro', plan) ? setDialog({}) : upgrade.offer('pro'))}>
            <AddIcon />
          </Button>
        )}
      </Box>
      <ReferenceManyField
        reference="buildings"
        target="factory"
        filter={{ is_ghost: false }}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
        empty={noBuildings}
      >
        {/* The table shows its own empty state once its last row is deleted. */}
        <DataTable bulkActionButtons={false} rowClick={false} empty={noBuildings}>
          <DataTable.Col source="name" label="resources.buildings.fields.name" disableSort />
          <DataTable.Col label="" align="right">
            <RowActions canEdit={canEdit} onRename={(building) => setDialog({ building })} />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
      {dialog && (
        <BuildingNameDialog
          title={dialog.building ? 'app.sites.rename_title' : 'app.sites.new_building_title'}
          name={dialog.building?.name}
          onClose={() => setDialog(null)}
          onSubmit={submit}
        />
      )}
      {upgrade.dialog}
    </Box>
  );
};
