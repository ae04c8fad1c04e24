// The English strings, ours and react-admin's: a lazy chunk (catalogues.ts loadCatalogue).
import raEnglish from 'ra-language-english';

export { en } from '../../locales/en';
export { raEnglish };
