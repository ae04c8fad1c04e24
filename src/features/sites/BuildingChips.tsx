// The buildings of a site as chips. A site whose only building is its ghost (the whole site) is
// shown as just the site: no chip.
import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';

interface EmbeddedBuilding {
  id: number;
  name: string;
  is_ghost: boolean;
}

export const realBuildings = (buildings: EmbeddedBuilding[] | undefined) => (buildings ?? []).filter((b) => !b.is_ghost);

export const BuildingChips = () => {
  const record = useRecordContext<{ id: number; buildings?: EmbeddedBuilding[] }>();
  const buildings = realBuildings(record?.buildings);
  if (!buildings.length) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {buildings.map((b) => (
        <Chip key={b.id} size="small" label={b.name} />
      ))}
    </Stack>
  );
};
