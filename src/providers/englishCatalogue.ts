// The English strings, ours and react-admin's: a lazy chunk (catalogues.ts loadCatalogue). The
// areas' English words (resources/<area>.en.ts) are found here, so they stay out of the entry chunk.
import raEnglish from 'ra-language-english';
import { en as englishBase } from '../../locales/en';
import { mergeWords, partsOf } from '../../locales/merge';

const englishWords = import.meta.glob('../../resources/*.en.ts', { eager: true, import: 'words' });
export const en = mergeWords(englishBase, partsOf(englishWords), 'locales/en');
export { raEnglish };
