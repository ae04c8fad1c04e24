// The extracted values to correct: date, inspection body, regulation; the elements (pick one for
// those not matched); the observations with their proposal (and an element when not found).
// Each row's "source" button selects where it was read (SourcePanel highlights it).
import FindInPageIcon from '@mui/icons-material/FindInPage';
import {
  Card, CardContent, IconButton, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Tooltip, Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { ExpressResult } from '../../../resources/expressReportResult';
import { EXPRESS_PROPOSALS } from '../../../resources/expressReports';
import { ElementName, ElementPicker } from './ElementPicker';
import type { Selected } from './SourcePanel';

interface Props { result: ExpressResult; editable: boolean; onChange: (r: ExpressResult) => void; onSelect: (s: Selected) => void }

const Source = ({ page, excerpt, onSelect }: { page: number; excerpt?: string; onSelect: (s: Selected) => void }) => {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('app.express.show_source')}>
      <IconButton size="small" aria-label={translate('app.express.show_source')} onClick={() => onSelect({ page, excerpt })}><FindInPageIcon fontSize="small" /></IconButton>
    </Tooltip>
  );
};

const pct = (c: number) => Math.round(c * 100);
/**
 * At or below this, a value read is flagged "to check" (issue 26): the analysis guessed it. A date
 * found with no label beside it (the report's first date) reads 0.5: the round-4 held-out set had
 * a letter's "Lyon, le …" read so, and it showed "Confiance 50 %" as if it were checked.
 */
export const LOW_CONFIDENCE = 0.5;
const VERDICTS = ['compliant', 'non_compliant', 'none', 'unknown'] as const;
type Verdict = ExpressResult['elements'][number]['verdict'];

export const ResultEditor = ({ result, editable, onChange, onSelect }: Props) => {
  const translate = useTranslate();
  const { data: regulations = [] } = useGetList('regulations', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  // A value a person sets is certain: its confidence becomes 100 % (the analysis's guess no longer
  // applies, and "Confiance 0 %" beside a hand-typed value read as a doubt about it).
  const set = <K extends 'inspection_date' | 'organisation' | 'regulation'>(k: K, value: ExpressResult[K]['value']) =>
    onChange({ ...result, [k]: { ...result[k], value, confidence: 1 } });
  const setElement = (i: number, patch: Partial<ExpressResult['elements'][number]>) =>
    onChange({ ...result, elements: result.elements.map((e, j) => (j === i ? { ...e, ...patch } : e)) });
  // A value not read says so and asks for it; a guessed one (low confidence) asks to be checked.
  const help = (value: unknown, confidence: number) => (value == null || value === ''
    ? translate('app.express.unknown_value')
    : translate(confidence <= LOW_CONFIDENCE ? 'app.express.low_confidence' : 'app.express.confidence', { value: pct(confidence) }));
  const setObservation = (i: number, patch: Partial<ExpressResult['observations'][number]>) =>
    onChange({ ...result, observations: result.observations.map((o, j) => (j === i ? { ...o, ...patch } : o)) });

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">{translate('app.express.values')}</Typography>
        <Stack direction="row" spacing={2} sx={{ my: 1, flexWrap: 'wrap' }} useFlexGap>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <TextField type="date" size="small" label={translate('app.express.inspection_date')} disabled={!editable}
              value={result.inspection_date.value ?? ''} onChange={(e) => set('inspection_date', e.target.value || null)}
              slotProps={{ inputLabel: { shrink: true } }} error={!result.inspection_date.value}
              helperText={help(result.inspection_date.value, result.inspection_date.confidence)} />
            <Source page={result.inspection_date.page} excerpt={result.inspection_date.excerpt} onSelect={onSelect} />
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <TextField size="small" label={translate('app.express.organisation')} disabled={!editable}
              value={result.organisation.value ?? ''} onChange={(e) => set('organisation', e.target.value || null)}
              error={!result.organisation.value} helperText={help(result.organisation.value, result.organisation.confidence)} />
            <Source page={result.organisation.page} excerpt={result.organisation.excerpt} onSelect={onSelect} />
          </Stack>
          <TextField select size="small" sx={{ minWidth: 220 }} label={translate('app.express.regulation')} disabled={!editable}
            value={result.regulation.value ?? ''} onChange={(e) => set('regulation', e.target.value === '' ? null : Number(e.target.value))}>
            <MenuItem value="">—</MenuItem>
            {regulations.map((r) => <MenuItem key={r.id} value={r.id}>{String(r.name)}</MenuItem>)}
          </TextField>
        </Stack>

        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{translate('app.express.elements')}</Typography>
        {/* A wide table scrolls inside its card (at 390 px and beside the source panel) instead of being cut. */}
        <TableContainer>
        <Table size="small" aria-label={translate('app.express.elements')}>
          <TableHead><TableRow>
            <TableCell>{translate('app.express.identification')}</TableCell><TableCell>{translate('app.express.designation')}</TableCell>
            <TableCell>{translate('app.express.verdict')}</TableCell><TableCell>{translate('app.express.element')}</TableCell><TableCell />
          </TableRow></TableHead>
          <TableBody>
            {result.elements.map((e, i) => (
              <TableRow key={i}>
                <TableCell>{e.identification_number}</TableCell>
                <TableCell>{e.designation}</TableCell>
                <TableCell>
                  {editable ? (
                    <TextField select size="small" value={e.verdict ?? 'none'} error={e.verdict === 'unknown'}
                      label={translate('app.express.verdict')} sx={{ minWidth: 150 }}
                      helperText={e.verdict === 'unknown' ? translate('app.express.unknown_value') : undefined}
                      onChange={(ev) => setElement(i, { verdict: (ev.target.value === 'none' ? null : ev.target.value) as Verdict, confidence: 1 })}>
                      {VERDICTS.map((v) => <MenuItem key={v} value={v}>{translate(`app.express.verdicts.${v}`)}</MenuItem>)}
                    </TextField>
                  ) : (
                    <Typography variant="body2" color={e.verdict === 'unknown' ? 'error' : undefined}>{translate(`app.express.verdicts.${e.verdict ?? 'none'}`)}</Typography>
                  )}
                </TableCell>
                <TableCell>{editable ? <ElementPicker value={e.element} onChange={(id) => setElement(i, { element: id })} /> : <ElementName id={e.element} />}</TableCell>
                <TableCell><Source page={e.page} excerpt={e.excerpt} onSelect={onSelect} /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        </TableContainer>

        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{translate('app.express.observations')}</Typography>
        <TableContainer>
        <Table size="small" aria-label={translate('app.express.observations')}>
          <TableHead><TableRow>
            <TableCell>{translate('app.express.text')}</TableCell><TableCell>{translate('app.express.element')}</TableCell>
            <TableCell>{translate('app.express.proposal')}</TableCell><TableCell />
          </TableRow></TableHead>
          <TableBody>
            {result.observations.map((o, i) => (
              <TableRow key={i} data-testid="express-observation">
                <TableCell>{o.text}</TableCell>
                <TableCell>
                  {editable && (o.element == null || o.proposal === 'element_not_found')
                    ? <ElementPicker value={o.element} onChange={(id) => setObservation(i, { element: id, proposal: id != null && o.proposal === 'element_not_found' ? 'new' : o.proposal })} />
                    : <ElementName id={o.element} />}
                </TableCell>
                <TableCell>
                  <TextField select size="small" disabled={!editable} value={o.proposal} label={translate('app.express.proposal')}
                    onChange={(e) => setObservation(i, { proposal: e.target.value as (typeof EXPRESS_PROPOSALS)[number] })}>
                    {EXPRESS_PROPOSALS.map((p) => <MenuItem key={p} value={p}>{translate(`app.express.proposals.${p}`)}</MenuItem>)}
                  </TextField>
                </TableCell>
                <TableCell><Source page={o.page} excerpt={o.excerpt} onSelect={onSelect} /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
};
