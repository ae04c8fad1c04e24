// Demo notes: on the first element of every company's first site, one pinned by its author, one not.
import type pg from 'pg';

export async function seedComments(client: pg.PoolClient): Promise<void> {
  await client.query(`
    WITH first AS (
      SELECT DISTINCT ON (e.company_id) e.id, e.company_id,
        (SELECT uf.user_id FROM user_factories uf JOIN user_companies uc ON uc.user_id = uf.user_id AND uc.company_id = e.company_id
          WHERE uf.factory_id = e.factory_id ORDER BY uf.user_id LIMIT 1) AS author
      FROM elements e ORDER BY e.company_id, e.id)
    INSERT INTO comments (company_id, object_type, object_id, text, author_id, pinned_at, pinned_by_id, created_at)
    SELECT company_id, 'element', id, n.text, author, CASE WHEN n.pinned THEN now() END, CASE WHEN n.pinned THEN author END,
      now() - n.age * interval '1 day'
    FROM first, (VALUES ('Clé du local technique disponible à l''accueil (badge visiteur requis).', true, 12),
      ('Prochain contrôle : prévenir l''équipe de production 48 h avant.', false, 2)) AS n(text, pinned, age)`);
}
