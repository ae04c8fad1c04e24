// Elements, their groups, custom attributes (and their values) and links between elements.
import { defineArea } from '../area';
import { attributeRoutes } from './attribute-routes';
import { conformityRoutes } from './conformity-routes';
import { customAttributes } from './custom-attributes';
import { groups } from './groups';
import { linkRoutes } from './link-routes';
import { elements } from './resource';
import { openapi } from './openapi';

export const elementsArea = defineArea({ openapi,
  name: 'elements',
  resources: [elements, groups, customAttributes],
  routes: [attributeRoutes, linkRoutes, conformityRoutes],
});
