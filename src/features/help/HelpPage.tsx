// /help and /help/:article: the help centre. The list with an accent-insensitive search, or one
// article; a way to write to support when the answer is not there.
import { Alert, Box, Button, Card, CardContent, Link as MuiLink, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router';
import { articleOf, articlesOf, searchArticles, summaryOf } from './articles';
import { ArticleBody } from './Markdown';

const Contact = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 3, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography color="text.secondary">{translate('app.help.not_found_here')}</Typography>
      <Button variant="outlined" component={Link} to="/messages">{translate('app.menu.support_contact')}</Button>
    </Box>
  );
};

const ArticlePage = ({ slug }: { slug: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const article = articleOf(locale, slug);
  return (
    <>
      <MuiLink component={Link} to="/help">{translate('app.help.back')}</MuiLink>
      {article ? (
        <Box component="article" aria-labelledby="article-title" sx={{ mt: 2, maxWidth: '48rem' }}>
          <Title title={article.title} />
          <Typography id="article-title" variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>{article.title}</Typography>
          <ArticleBody text={article.body} />
        </Box>
      ) : <Alert severity="warning" sx={{ mt: 2 }}>{translate('app.help.missing')}</Alert>}
      <Contact />
    </>
  );
};

const ArticleList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const found = searchArticles(articlesOf(locale), q);
  return (
    <>
      <Title title={translate('app.help.title')} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>{translate('app.help.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('app.help.intro')}</Typography>
      <TextField type="search" label={translate('app.help.search')} value={q} name="q" fullWidth sx={{ maxWidth: '32rem' }}
        onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })} />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.help.count', { smart_count: found.length })}
      </Typography>
      <List aria-label={translate('app.help.articles')}>
        {found.map((a) => (
          <ListItem key={a.slug} disableGutters>
            <ListItemText
              primary={<MuiLink component={Link} to={`/help/${a.slug}`} variant="subtitle1">{a.title}</MuiLink>}
              secondary={summaryOf(a)}
            />
          </ListItem>
        ))}
      </List>
      <Contact />
    </>
  );
};

export const HelpPage = () => {
  const { article } = useParams();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>{article ? <ArticlePage slug={article} /> : <ArticleList />}</CardContent>
    </Card>
  );
};
