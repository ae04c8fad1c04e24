// /legal (public, signed in or not): legal notice, terms of use, privacy policy and what the
// console keeps in the browser. The texts are markdown in the repository (legal/<locale>.md); the
// operator's details come from the server's configuration (GET /legal/, OPERATOR_* variables).
import { Box, Link as MuiLink } from '@mui/material';
import { useEffect, useState } from 'react';
import Markdown from 'react-markdown';
import { Link } from 'react-router';
import { getLocale } from '../../providers/locale';
import { useLightTranslate } from '../../providers/translate';
import { PublicFrame } from '../PublicFrame';
import fr from '../../../legal/fr.md?raw';
import en from '../../../legal/en.md?raw';
import { fillLegal, type Legal } from './legalText';

export const LegalPage = () => {
  const t = useLightTranslate();
  const [legal, setLegal] = useState<Legal | null>(null);
  useEffect(() => {
    // Public: a plain fetch, no session needed (the shell has no data provider).
    fetch('/api/v1/legal/', { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : null))
      .then((body: Legal | null) => setLegal(body))
      .catch(() => setLegal(null));
  }, []);
  const text = fillLegal(getLocale() === 'en' ? en : fr, legal, t);
  return (
    <PublicFrame title={t('app.legal.title')} maxWidth={880}>
      <Box sx={{ '& h2': { fontSize: '1.3rem', mt: 3, mb: 1 }, '& li': { mb: 0.5 }, lineHeight: 1.6 }}>
        <Markdown>{text}</Markdown>
      </Box>
      <MuiLink component={Link} to="/">{t('app.legal.back')}</MuiLink>
    </PublicFrame>
  );
};
