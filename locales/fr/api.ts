/** Messages returned by the API (server/). Polyglot-style %{name} placeholders. */
import { account } from './api-account';
import { controls } from './api-controls';
import { obligations } from './api-obligations';
import { calendar } from './api-calendar';
import { interventions } from './api-interventions';
import { documents } from './api-documents';
import { imports } from './api-imports';
import { controlBudget } from './api-control-budget';
import { users } from './api-users';
import { comments, tasks } from './api-tasks';
import { activity, consumption } from './api-activity';
import { reports } from './api-reports';
import { expressReports } from './api-express-reports';
import { sessions } from './api-identity';
import { integrations } from './api-integrations';
import { branches, company } from './api-company';

export const api = {
  users,
  documents,
  imports,
  calendar,
  interventions,
  account,
  controls,
  obligations,
  controlBudget,
  tasks,
  comments,
  activity,
  reports,
  consumption,
  expressReports,
  sessions,
  integrations,
  company,
  branches,
  errors: {
    not_found: 'Objet introuvable.',
    action_not_found: 'Action introuvable : contactez le support.',
    job_locked_by: 'Des objets de la sélection sont en cours de mise à jour par une autre tâche (%{job}) : réessayez quand elle sera terminée.',
    job_locked: 'Cet objet est verrouillé pendant une mise à jour de données (%{job}, tâche %{id}) : il est en lecture seule jusqu\'à la fin de la tâche.',
    route_not_found: "Cette adresse de l'API n'existe pas.",
    not_authenticated: "Les informations d'authentification n'ont pas été fournies.",
    token_invalid: 'Jeton invalide ou expiré.',
    permission_denied: "Vous n'avez pas la permission d'effectuer cette action.",
    missing_permissions: 'Permissions manquantes : %{permissions}.',
    tier_required: "Votre abonnement ne comprend pas cette fonctionnalité (offre %{tier} requise).",
    dashboard_denied: "Vous n'avez pas accès au tableau de bord « %{dashboard} ».",
    support_only: 'Action réservée au support.',
    password_change_required: 'Vous devez changer votre mot de passe avant de continuer.',
    session_only: "Cette action n'est possible que depuis une session, pas avec un jeton d'application.",
    throttled: 'Trop de tentatives. Réessayez dans %{seconds} secondes.',
    server_error: 'Désolé, une erreur inattendue est survenue.',
    malformed_json: 'Le corps de la requête est mal formé (JSON invalide).',
    unsupported_media_type: 'Type de contenu non pris en charge : %{type}.',
    body_too_large: 'La requête est trop volumineuse.',
    invalid_credentials: 'Impossible de se connecter avec les identifiants fournis.',
    bad_url: "L'adresse demandée est mal formée.",
    invalid_cursor: 'Curseur de pagination invalide.',
    invalid_ordering: 'Tri invalide : %{field}.',
    invalid_filter: 'Filtre invalide : %{field}.',
    unknown_filter: 'Filtre inconnu : %{field}. Les filtres de cette liste sont : %{known}.',
    search_too_long: 'La recherche est limitée à 100 caractères.',
    export_missing: "Ce fichier n'existe pas ou n'est plus disponible.",
    export_queued: "L'export de %{count} lignes est en cours : vous le recevrez par e-mail.",
    ghost_building_protected: 'Le bâtiment fantôme représente tout le site : il ne peut être ni modifié ni supprimé.',
  },
  validation: {
    required: 'Ce champ est obligatoire.',
    null: 'Ce champ ne peut être nul.',
    blank: 'Ce champ ne peut être vide.',
    unknown_field: 'Champ inconnu.',
    read_only: 'Ce champ est en lecture seule.',
    invalid: 'Valeur invalide.',
    invalid_string: 'Une chaîne de caractères est attendue.',
    invalid_number: 'Un nombre valide est requis.',
    invalid_integer: 'Un nombre entier valide est requis.',
    invalid_boolean: 'Un booléen valide est requis.',
    invalid_list: 'Une liste est attendue.',
    invalid_date: 'Date invalide : utilisez le format AAAA-MM-JJ.',
    date_not_exist: "Cette date n'existe pas dans le calendrier.",
    date_before_1900: 'Les dates antérieures à 1900 ne sont pas autorisées',
    invalid_email: "L'adresse e-mail n'est pas valide.",
    invalid_uuid: "L'identifiant n'est pas valide.",
    invalid_url: "L'URL n'est pas valide.",
    max_length: 'Assurez-vous que ce champ comporte au plus %{max} caractères.',
    does_not_exist: "L'objet %{id} n'existe pas.",
    other_company: "L'objet %{id} appartient à une autre entreprise que celle de cet enregistrement.",
    invalid_choice: "L'option n'est pas valide",
    nul_character: "Ce texte contient un caractère nul (\\u0000), qui n'est pas autorisé.",
    invalid_characters: 'Ce texte contient des caractères invalides (Unicode mal formé).',
    empty_selection: 'La sélection est vide.',
  },
  bulk: {
    confirm_delete_site: "%{count} site(s) seront supprimés définitivement, avec tout ce qu'ils contiennent : %{buildings} bâtiment(s), %{elements} élément(s), %{controls} échéance(s), %{interventions} intervention(s), %{tasks} observation(s), %{obligations} obligation(s) et %{groups} groupe(s). Tapez CONFIRMER pour continuer.",
    confirm_delete: '%{count} objet(s) seront supprimés définitivement. Tapez CONFIRMER pour continuer.',
    confirm_delete_dependents: '%{count} objet(s) seront supprimés définitivement, avec ce qui en dépend : %{what}. Tapez CONFIRMER pour continuer.',
    queued: '%{count} objet(s) seront traités en arrière-plan.',
  },
  // What a delete takes with it (the confirmation's list, crud/dependents.ts).
  dependents: {
    buildings: '%{count} bâtiment(s)',
    elements: '%{count} élément(s)',
    controls: '%{count} échéance(s)',
    interventions: '%{count} intervention(s)',
    tasks: '%{count} observation(s)',
    obligations: '%{count} obligation(s)',
    groups: '%{count} groupe(s)',
    links: '%{count} lien(s) entre éléments',
    verdicts: '%{count} verdict(s) de conformité',
    unplanned_controls: "%{count} échéance(s) retirée(s) de l'intervention (elles restent à planifier)",
    unlinked_tasks: "%{count} observation(s) détachée(s) de l'intervention (elles sont conservées)",
    tokens: "%{count} jeton(s) d'application créé(s) par cet utilisateur",
    members: "%{count} appartenance(s) à l'équipe (les utilisateurs restent)",
    grouped_elements: '%{count} élément(s) sortant du groupe (ils sont conservés)',
    filed_documents: '%{count} document(s) sortant du dossier (ils sont conservés)',
  },
  export: {
    sheet: 'Export',
    yes: 'Oui',
    no: 'Non',
  },
} as const;
