// The help centre's articles (help/<locale>/*.md), its accent-insensitive search and the top bar's
// "?"; the legal page's text filling; the toolbox's date rule being the API's.
import { describe, expect, it } from 'vitest';
import { articleOf, articlesOf, fold, searchArticles } from '../../../src/features/help/articles';
import { articleForPath, SCREEN_ARTICLES } from '../../../src/features/help/contextual';
import { fillLegal } from '../../../src/pages/legal/legalText';
import { nextDate } from '../../../resources/date-rule';
import { nextDate as apiNextDate } from '../../../server/areas/controls/date-rule';
import { isGroup, menuEntries } from '../../../src/layout/menuEntries';

describe('help articles', () => {
  it('exist in French and English under the same names, each with a title and a body', () => {
    const fr = articlesOf('fr').map((a) => a.slug).sort();
    expect(fr.length).toBeGreaterThanOrEqual(10);
    expect(articlesOf('en').map((a) => a.slug).sort()).toEqual(fr);
    for (const a of [...articlesOf('fr'), ...articlesOf('en')]) {
      expect(a.title, a.slug).not.toBe(a.slug);
      expect(a.body.length, a.slug).toBeGreaterThan(200);
    }
    // The main tasks the issue names.
    expect(fr).toEqual(expect.arrayContaining(['controls', 'control-interventions', 'rxpress', 'imports', 'labels', 'rights']));
  });

  it('the "?" of each main screen opens an article that exists in both languages', () => {
    for (const slug of new Set(Object.values(SCREEN_ARTICLES))) {
      expect(articleOf('fr', slug), slug).toBeDefined();
      expect(articleOf('en', slug), slug).toBeDefined();
    }
    expect(articleForPath('/controls')).toBe('controls');
    expect(articleForPath('/control-interventions/12/show')).toBe('control-interventions');
    expect(articleForPath('/user/team/users')).toBe('rights');
    expect(articleForPath('/help')).toBeNull();
  });

  it('search ignores accents and case, needs every word, puts title matches first', () => {
    expect(fold('Échéances À VÉRIFIER')).toBe('echeances a verifier');
    const fr = articlesOf('fr');
    const plain = searchArticles(fr, 'echeance').map((a) => a.slug);
    expect(plain).toContain('controls');
    expect(searchArticles(fr, 'ÉCHÉANCE').map((a) => a.slug)).toEqual(plain);
    expect(searchArticles(fr, 'etiquettes')[0].slug).toBe('labels');
    expect(searchArticles(fr, 'etiquette zzzz')).toEqual([]);
    expect(searchArticles(fr, '  ')).toHaveLength(fr.length);
  });

  it('the sidebar ends with the help entry', () => {
    const last = menuEntries[menuEntries.length - 1];
    expect(!isGroup(last) && last.route).toBe('/help');
  });
});

describe('legal page text', () => {
  const t = (key: string) => key;
  it('fills the operator, says what is not configured, lists the real storage keys', () => {
    const legal = {
      operator: { name: 'Conformité SAS', address: '', registration: '', director: '', email: '', dpo_email: 'dpo@x.fr', host: '' },
      subprocessors: ['A', 'B'], session_ttl_hours: 168,
    };
    const text = fillLegal('{{name}} | {{address}} | {{dpo_email}} | {{subprocessors}} | {{session_ttl_hours}}\n{{storage}}', legal, t);
    expect(text).toContain('Conformité SAS | app.legal.not_configured | dpo@x.fr | A ; B | 168');
    for (const key of ['`locale`', '`user`', '`session-data`', '`company`', '`RaStoreconformity.*`', '`chunk-reloads`']) expect(text).toContain(key);
  });
});

describe('toolbox calculator', () => {
  it('applies the API\'s own date rule', () => {
    expect(apiNextDate).toBe(nextDate);
    expect(nextDate('2024-01-31', 1)).toBe('2024-02-29');
    expect(nextDate('2025-06-15', 12)).toBe('2026-06-15');
  });
});
