/** Console strings of pinned notes (app.notes.*) (fr). */
export const notes = {
  title: 'Notes',
  empty: 'Aucune note pour le moment.',
  new: 'Nouvelle note',
  add: 'Ajouter',
  added: 'La note a été ajoutée',
  deleted: 'La note a été supprimée',
  pin: 'Épingler',
  unpin: 'Désépingler',
  pinned: 'Note épinglée',
  delete: 'Supprimer la note',
  meta: '%{author}, le %{date}',
  meta_pinned: '%{author}, le %{date} · épinglée par %{pinned_by}',
} as const;
