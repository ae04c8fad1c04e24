// Folders (tags) of documents: the generic engine serves them (/api/v1/tags/).
import { defineArea } from '../area';
import { seedTags } from './demo';
import { tags } from './resource';

export const tagsArea = defineArea({ name: 'tags', resources: [tags], demo: seedTags });
