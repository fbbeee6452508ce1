/// <reference types="@rsbuild/core/types" />
import { renderStandalone, routeModuleLoader } from '@koperasi/shared-ui/standalone';
import { exposes } from '../exposes';
import { backofficeRoutes } from '../route-list';

// Every route module of src/routes (test files have a dot more in their name), one lazy chunk each.
const routeFiles = import.meta.webpackContext('./routes', {
  recursive: false,
  regExp: /^\.\/[\w-]+\.tsx$/,
  mode: 'lazy',
});

void renderStandalone('backoffice', backofficeRoutes, routeModuleLoader(exposes, routeFiles));
