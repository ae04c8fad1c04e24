// An article's markdown (react-markdown, bundled): links inside the console go through the router.
import { Box, Link as MuiLink } from '@mui/material';
import Markdown from 'react-markdown';
import { Link } from 'react-router';

export const ArticleBody = ({ text }: { text: string }) => (
  <Box sx={{ '& h2': { fontSize: '1.25rem', mt: 3, mb: 1 }, '& li': { mb: 0.5 }, '& code': { fontSize: '0.9em' }, lineHeight: 1.6 }}>
    <Markdown
      components={{
        a: ({ href = '', children }) => (href.startsWith('/')
          ? <MuiLink component={Link} to={href}>{children}</MuiLink>
          : <MuiLink href={href} target="_blank" rel="noopener noreferrer">{children}</MuiLink>),
      }}
    >
      {text}
    </Markdown>
  </Box>
);
