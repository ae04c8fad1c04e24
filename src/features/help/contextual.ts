// Which help article a screen opens from its "?" (the first segment of its path).
export const SCREEN_ARTICLES: Record<string, string> = {
  dashboard: 'dashboard', score: 'dashboard', activity: 'dashboard',
  elements: 'elements', groups: 'elements', controls: 'controls', 'control-interventions': 'control-interventions',
  'maintenance-interventions': 'tasks', tasks: 'tasks', documents: 'documents', obligations: 'documents', tag: 'documents',
  rxpress: 'rxpress', imports: 'imports', scanner: 'labels', user: 'rights', registers: 'registers',
};

export const articleForPath = (pathname: string): string | null => SCREEN_ARTICLES[pathname.split('/')[1] ?? ''] ?? null;
