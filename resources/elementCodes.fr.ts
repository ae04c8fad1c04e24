// The words of the elements' codes (server/areas/labels, src/features/labels and scanner), in
// French (English: elementCodes.en.ts). The catalogues merge every resources/<area>.<lang>.ts into
// locales/ (locales/merge.ts); a key given twice fails the start. (Not labels.fr.ts:
// resources/labels.ts is the type of every area's labels.)
import type { AreaWords } from './labels';

export const words = {
  app: {
    labels: {
      bulk_button: 'Étiquettes QR',
      print_button: 'Imprimer l’étiquette',
      format_title: 'Format des étiquettes',
      format_qr: 'QR code',
      format_datamatrix: 'Data Matrix',
      format_hint: 'Une planche A4 de 21 étiquettes par page. Les éléments sans code en reçoivent un.',
      generate: 'Générer',
      job_title: 'Étiquettes QR',
      sent: 'La planche (%{smart_count} étiquette) vous a été envoyée par e-mail. |||| La planche (%{smart_count} étiquettes) vous a été envoyée par e-mail.',
      download: 'Télécharger le fichier',
      print_failed: "L'étiquette n'a pas pu être générée. Réessayez plus tard.",
      code_page: {
        title: 'Code %{code}',
        loading: 'Recherche du code…',
        unknown: "Ce code n'est attribué à aucun élément.",
        assign_hint: 'Choisissez l’élément qui porte cette étiquette pour lui attribuer le code.',
        read_only: "Ce code est inconnu, et vous n'avez pas le droit d'attribuer un code à un élément.",
        element: 'Élément',
        search_hint: 'Désignation ou numéro d’identification',
        no_options: 'Aucun élément trouvé',
        locked: 'verrouillé',
        assign: 'Attribuer le code',
        assigned: 'Code attribué à « %{name} ».',
        failed: "L'affectation du code QR a échoué.",
        load_failed: 'La recherche du code a échoué. Réessayez plus tard.',
        scan_again: 'Scanner un autre code',
      },
    },
    scanner: {
      menu: 'Scanner QR',
      title: 'Scanner un code',
      camera: 'Caméra',
      camera_n: 'Caméra %{n}',
      starting: 'Démarrage de la caméra…',
      aim: 'Placez le QR code ou le Data Matrix dans le cadre.',
      video: 'Image de la caméra',
      no_camera: "Aucune caméra n'a été trouvée sur cet appareil. Saisissez le code à la main.",
      denied: "L'accès à la caméra a été refusé. Autorisez-le dans les réglages du navigateur, ou saisissez le code à la main.",
      unavailable: "La caméra n'est pas disponible (navigateur non compatible ou connexion non sécurisée). Saisissez le code à la main.",
      busy: 'La caméra est utilisée par une autre application. Fermez-la, ou saisissez le code à la main.',
      manual_title: 'Saisie manuelle',
      manual_label: 'Code',
      manual_submit: 'Ouvrir',
      found: 'Code lu : %{code}',
    },
  },
  api: {
    labels: {
      title_qr: 'Étiquettes QR',
      title_datamatrix: 'Étiquettes Data Matrix',
      filename: 'etiquettes',
      queued: "L'impression de %{count} étiquette(s) est en cours : vous recevrez le fichier par e-mail.",
      errors: {
        assignment_failed: "L'affectation du code QR a échoué : ce code ne peut pas être attribué à cet élément.",
        no_code_read_only: "Cet élément n'a pas encore de code : seul un utilisateur pouvant modifier les éléments peut lui en donner un en imprimant son étiquette.",
        none_coded_read_only: "Aucun élément de la sélection n'a encore de code : seul un utilisateur pouvant modifier les éléments peut leur en donner en imprimant leurs étiquettes.",
        invalid_code: 'Code invalide : 1 à 64 caractères, lettres, chiffres et - _ . : + # = * ! $ uniquement.',
      },
    },
  },
  jobs: {
    errors: {
      labels_unavailable: "Les étiquettes n'ont pas pu être préparées : vos droits ou les données ont changé.",
    },
  },
} as const satisfies AreaWords;
